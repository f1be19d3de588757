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
