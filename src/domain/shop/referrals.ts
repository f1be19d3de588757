import { z } from 'zod'

/**
 * The shop's referral programme (docs/product.md, "eCommerce"): a customer invites a friend, the
 * friend signs up with the referrer's link, and once the friend orders (converted) the referrer
 * earns a share of that first order, paid out as store credit.
 */
export const REFERRAL_STATUSES = ['invited', 'signed-up', 'converted'] as const
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]

/** The referrer's share of a converted friend's first order. */
export const REFERRAL_COMMISSION = 0.1

/** At most this many addresses in one invitation. */
export const MAX_INVITES = 20

export interface ShopReferral {
  id: string
  ownerUid: string
  /** The friend's name; for an invitation nobody answered yet, made from the address. */
  name: string
  email: string
  /** The referral's own id, as printed on the invitation: `R-10042`. */
  code: string
  status: ReferralStatus
  /** The friend's first order, in the shop's currency; 0 until converted. */
  value: number
  /** What the referrer earned from it. */
  earnings: number
  /** Whether those earnings have been paid out. */
  paidOut: boolean
  /** The day of the invitation. */
  day: string
}

export type ReferralRow = Omit<ShopReferral, 'ownerUid'>

export interface ReferralStats {
  invited: number
  /** Friends who signed up (those who since ordered included). */
  signups: number
  /** Converted among signups, 0 to 1. */
  conversion: number
  earnings: number
  /** Earned and not paid out yet. */
  pendingPayout: number
}

const cents = (value: number) => Math.round(value * 100) / 100

export const earningsOf = (value: number) => cents(value * REFERRAL_COMMISSION)

export function referralStats(referrals: readonly ShopReferral[]): ReferralStats {
  const signups = referrals.filter((referral) => referral.status !== 'invited').length
  const converted = referrals.filter((referral) => referral.status === 'converted').length
  return {
    invited: referrals.length,
    signups,
    conversion: signups === 0 ? 0 : converted / signups,
    earnings: cents(referrals.reduce((sum, referral) => sum + referral.earnings, 0)),
    pendingPayout: cents(
      referrals.filter((referral) => !referral.paidOut).reduce((sum, referral) => sum + referral.earnings, 0),
    ),
  }
}

/** The addresses typed in one box, separated by commas, semicolons, spaces or lines; each once. */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>()
  const addresses: string[] = []
  for (const address of text.split(/[\s,;]+/)) {
    if (address === '' || seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    addresses.push(address)
  }
  return addresses
}

const emailSchema = z.email()

/** The first address that is not an e-mail address, to name it in the refusal. */
export function firstInvalidAddress(addresses: readonly string[]): string | undefined {
  return addresses.find((address) => !emailSchema.safeParse(address).success)
}

/** What `POST /api/ecommerce/referrals` takes. */
export const inviteRequestSchema = z.object({ emails: z.array(emailSchema).min(1).max(MAX_INVITES) })
export type InviteRequest = z.infer<typeof inviteRequestSchema>

/** A name to show for an invited friend: `ana.lopez@…` reads "Ana Lopez". */
export function nameFromAddress(address: string): string {
  const local = address.split('@')[0] ?? address
  return (
    local
      .split(/[._\-+]+/)
      .filter((part) => /\p{L}/u.test(part))
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
      .join(' ')
      .trim() || local
  )
}

/** The next referral ids after the ones a workspace has: `R-10046`, `R-10047`… */
export function nextCodes(existing: readonly string[], count: number): string[] {
  const highest = existing.reduce((max, code) => Math.max(max, Number(code.replace(/\D/g, '')) || 0), 10000)
  return Array.from({ length: count }, (_, index) => `R-${highest + index + 1}`)
}

/** The workspace's own code in its share link: stable for the workspace, unguessable from its name. */
export function shareCodeOf(uid: string): string {
  let hash = 2166136261
  for (const char of uid) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return `AURORA-${hash.toString(36).toUpperCase().padStart(7, '0').slice(0, 7)}`
}
