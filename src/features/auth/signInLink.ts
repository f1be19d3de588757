import { safeReturnPath } from '@/machines/returnPath'
import { storageKey } from '@/lib/storage'

/*
 * Passwordless sign-in links on the sign-in pages (the action page forwards them: ./emailLink.ts).
 * Apart from ./emailLink.ts so that the sign-in page's first load carries only this.
 */

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
