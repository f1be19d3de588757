import { safeReturnPath } from '@/machines/returnPath'
import { storageKey } from '@/lib/storage'

/** The kinds of email link the identity service sends that these screens complete. */
export type EmailLinkMode = 'resetPassword' | 'verifyEmail'

/**
 * Reads an email link's query (`?mode=resetPassword&oobCode=…`, the identity service's format for
 * its action links); null when the query is not one.
 */
export function emailLink(search: string): { mode: EmailLinkMode; code: string } | null {
  const query = new URLSearchParams(search)
  const mode = query.get('mode')
  const code = query.get('oobCode')?.trim()
  if (!code || (mode !== 'resetPassword' && mode !== 'verifyEmail')) return null
  return { mode, code }
}

/** Whether the query is a passwordless sign-in link's (`?mode=signIn&oobCode=…`), opened on a sign-in page. */
export function isSignInLinkQuery(search: string): boolean {
  const query = new URLSearchParams(search)
  return query.get('mode') === 'signIn' && Boolean(query.get('oobCode')?.trim())
}

/**
 * The page a sign-in link opens (`continueUrl`): this sign-in page keeping only `to`, so that the
 * sign-in lands where a password sign-in would.
 */
export function signInLinkContinueUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  const to = safeReturnPath(new URLSearchParams(location.search).get('to'))
  return `${location.origin}${location.pathname}${to ? `?${new URLSearchParams({ to })}` : ''}`
}

/**
 * Where a sign-in link that arrived at the identity project's action page (docs/product.md, "Email
 * links") is completed: its `continueUrl`, a page of this app, with the link's own parameters.
 * Null when the query is no sign-in link or its `continueUrl` leaves the app.
 */
export function signInLinkTarget(search: string, origin: string): string | null {
  const query = new URLSearchParams(search)
  if (!isSignInLinkQuery(search)) return null
  let target: URL
  try {
    target = new URL(query.get('continueUrl') ?? '', origin)
  } catch {
    return null
  }
  if (target.origin !== origin) return null
  for (const [name, value] of query) if (name !== 'continueUrl') target.searchParams.set(name, value)
  return `${target.pathname}${target.search}`
}

/**
 * The address a sign-in link was sent to from this browser, kept until the link signs in (the
 * identity service's advice): opened here, the link needs no typing; elsewhere, the page asks.
 */
const LINK_EMAIL_KEY = storageKey('emailForSignIn')

export function rememberLinkEmail(email: string): void {
  try {
    localStorage.setItem(LINK_EMAIL_KEY, email)
  } catch {
    // Without storage the link's page asks for the address.
  }
}

export function rememberedLinkEmail(): string | null {
  try {
    return localStorage.getItem(LINK_EMAIL_KEY)
  } catch {
    return null
  }
}

export function forgetLinkEmail(): void {
  try {
    localStorage.removeItem(LINK_EMAIL_KEY)
  } catch {
    // Nothing was kept.
  }
}
