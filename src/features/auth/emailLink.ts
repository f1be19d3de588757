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

/**
 * Where a sign-in link that arrived at the identity project's action page (docs/product.md, "Email
 * links") is completed: its `continueUrl`, a page of this app, with the link's own parameters.
 * Null when the query is no sign-in link or its `continueUrl` leaves the app.
 */
export function signInLinkTarget(search: string, origin?: string): string | null {
  const query = new URLSearchParams(search)
  if (query.get('mode') !== 'signIn' || !query.get('oobCode')?.trim()) return null
  const appOrigin = origin ?? window.location.origin
  let target: URL
  try {
    target = new URL(query.get('continueUrl') ?? '', appOrigin)
  } catch {
    return null
  }
  if (target.origin !== appOrigin) return null
  for (const [name, value] of query) if (name !== 'continueUrl') target.searchParams.set(name, value)
  return `${target.pathname}${target.search}`
}
