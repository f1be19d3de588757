const APP_ORIGIN = 'http://app.invalid'

/**
 * The `to` parameter as a same-app path, or null. Anything that could leave the app (an absolute
 * URL, `//host`, `/\host`, a `javascript:` value, control characters) is refused: no open redirect.
 */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/')) return null
  if (to.startsWith('//') || to.startsWith('/\\')) return null
  // Browsers drop tabs and newlines inside URLs, so "/\t/host" would become "//host".
  if ([...to].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) return null
  let resolved: URL
  try {
    resolved = new URL(to, APP_ORIGIN)
  } catch {
    return null
  }
  if (resolved.origin !== APP_ORIGIN) return null
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}
