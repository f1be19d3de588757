/** What every secret becomes in the journal. */
export const REDACTED = '[redacted]'

// Keys whose values are secrets whatever they look like: ID/access/refresh tokens, the `token`
// header, Instagram tokens, passwords, app secrets, OAuth codes and authorization headers.
const SECRET_KEY = /token|password|passwd|secret|authorization|cookie|^code$|oobcode|apikey|api_key/i

// A JWT (Firebase ID tokens; the emulator's are unsigned, hence the optional third part).
const JWT = /eyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]*/g
// Instagram user tokens (IGAA…, IGQV…) and Facebook/Meta tokens (EAA…).
const PLATFORM_TOKEN = /\b(?:IG[A-Z]{2}|EAA)[A-Za-z0-9_-]{16,}/g
// Secrets carried in query strings (OAuth callbacks, Graph API URLs).
const SECRET_PARAM = /([?&](?:access_token|token|id_token|refresh_token|code|client_secret|password)=)[^&#\s]*/gi

const MAX_STRING = 500

export interface RedactLimits {
  maxDepth: number
  maxItems: number
}

/** Events and contexts are cut short; a whole journal (long lists) is not. */
const EVENT_LIMITS: RedactLimits = { maxDepth: 8, maxItems: 50 }

export function isSecretKey(key: string): boolean {
  // `tokenExpired`-style flags and counters are not secrets, but a key that names a token is.
  return SECRET_KEY.test(key) && !/^(has|is)[A-Z]/.test(key) && !/(failures|count|expired|expiresAt)$/i.test(key)
}

/** Masks secrets inside free text: JWTs, platform tokens and secret query parameters. */
export function redactText(text: string): string {
  const masked = text
    .replace(JWT, REDACTED)
    .replace(PLATFORM_TOKEN, REDACTED)
    .replace(SECRET_PARAM, (_, prefix: string) => `${prefix}${REDACTED}`)
  return masked.length > MAX_STRING ? `${masked.slice(0, MAX_STRING)}…` : masked
}

/**
 * A JSON-safe copy of any value with every secret replaced by "[redacted]": values under secret
 * keys, JWT-shaped and token-shaped strings. Functions and actor references are dropped, errors
 * keep their name and message, cycles and very deep or long structures are cut.
 */
export function redact(value: unknown, limits: RedactLimits = EVENT_LIMITS): unknown {
  return walk(value, limits, 0, new WeakSet())
}

function walk(value: unknown, limits: RedactLimits, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value)
  if (typeof value === 'string') return redactText(value)
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object') return undefined // functions, symbols, undefined
  if (seen.has(value)) return '[circular]'
  if (depth >= limits.maxDepth) return '[…]'
  seen.add(value)
  try {
    if (value instanceof Error) return { name: value.name, message: redactText(value.message) }
    if (Array.isArray(value))
      return value.slice(0, limits.maxItems).map((item) => walk(item, limits, depth + 1, seen) ?? null)
    // Actor references (children in events) would drag whole systems in.
    if ('sessionId' in value && 'send' in value) return '[actor]'
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value).slice(0, limits.maxItems)) {
      if (isSecretKey(key)) {
        if (item !== undefined && item !== null) copy[key] = REDACTED
        continue
      }
      const safe = walk(item, limits, depth + 1, seen)
      if (safe !== undefined) copy[key] = safe
    }
    return copy
  } finally {
    seen.delete(value)
  }
}
