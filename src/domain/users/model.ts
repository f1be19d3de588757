import { z } from 'zod'
import type { NotificationSettings, SocialNetwork, Subscription } from '@/domain/account/settings'
import { COUNTRIES } from '@/domain/dialogs/schemas'
import { PLAN_IDS, type PlanId } from '@/domain/pages/pricing'

/**
 * `/apps/user/*` (docs/product.md, "Users"): the app's people in one list. Members are the
 * workspaces' real accounts (a profile made at their first sign-in); the directory holds people
 * added by an admin, or seeded, who have no sign-in. Only directory people are edited, suspended or
 * deleted here: a member's role changes under Roles, and a member deletes their own account.
 */
export const USER_ROLES = ['admin', 'client'] as const
export type UserRole = (typeof USER_ROLES)[number]
export const USER_STATUSES = ['active', 'pending', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]
export const USER_KINDS = ['member', 'directory'] as const
export type UserKind = (typeof USER_KINDS)[number]

export interface AppUser {
  id: string
  kind: UserKind
  fullName: string
  username: string
  email: string
  company: string
  /** ISO 3166 alpha-2, or '' when unknown. */
  country: string
  contact: string
  role: UserRole
  plan: PlanId
  status: UserStatus
  avatar: string
  createdAt: string
}

export interface UserStats {
  total: number
  members: number
  active: number
  pending: number
  inactive: number
}

/** What happened to a directory person, newest first (the view's activity). */
export interface UserEvent {
  kind: 'created' | 'edited' | 'suspended' | 'reactivated'
  at: string
}

export interface UserDetails extends AppUser {
  history: UserEvent[]
  /** The plan as billed: a member's own subscription; a directory person's plan since it was set. */
  subscription: Subscription | null
  /**
   * What they are told about, and where: a directory person's, set by an admin. A member's own
   * choices are theirs alone (`null` here), read and changed on their account settings.
   */
  notifications: NotificationSettings | null
  /** Their other social profiles, by handle (a member's from their own connections settings). */
  socials: Partial<Record<SocialNetwork, string>>
}

/** A directory person's plan, as a subscription paid monthly since `since`; the free plan bills nothing. */
export function directorySubscription(plan: PlanId, since: string): Subscription | null {
  return plan === 'starter' ? null : { plan, period: 'monthly', since, endsAt: null }
}

const PHONE = /^\+?[\d ()-]{6,20}$/

/** The reasons a refused field carries besides zod's own. */
export const USER_REASONS = ['username', 'phone', 'taken'] as const
export type UserReason = (typeof USER_REASONS)[number]
const REASON_CODES = Object.fromEntries(USER_REASONS.map((reason) => [reason, reason])) as Record<UserReason, string>

/** The add-user drawer's and the edit dialog's fields, worded with `messages` (codes on the backend). */
export function userSchemas(messages: Record<UserReason, string> = REASON_CODES) {
  const details = z.object({
    fullName: z.string().trim().min(1).max(80),
    company: z.string().trim().max(80),
    country: z.enum(COUNTRIES),
    contact: z.string().trim().regex(PHONE, { error: messages.phone }),
    plan: z.enum(PLAN_IDS),
  })
  return {
    create: details.extend({
      username: z
        .string()
        .trim()
        .regex(/^[a-z0-9._]{3,30}$/, { error: messages.username }),
      email: z.email(),
      role: z.enum(USER_ROLES),
    }),
    edit: details,
  }
}
export type NewUser = z.output<ReturnType<typeof userSchemas>['create']>
export type UserEdit = z.output<ReturnType<typeof userSchemas>['edit']>
