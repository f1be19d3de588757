/**
 * Erasure on request: what stays of a person's records once they are erased. Records about them
 * go; records that must stay (an automation's run history) keep their shape, with every string
 * that named them replaced.
 */

/** What stands where an erased person's id, username or data was. */
export const ERASED = '[erased]'

/** The strings that identify the person: id, username, and the data fields hold (long enough to be theirs). */
export function secretsOf(person: { contactId: string; username?: string | null; fields?: Record<string, string> }) {
  const values = [person.contactId, person.username ?? '', ...Object.values(person.fields ?? {})]
  const kept = values.map((value) => value.trim()).filter((value) => value.length >= 5 || value === person.contactId)
  // Longest first: a secret inside another is replaced after it.
  return [...new Set(kept)].sort((a, b) => b.length - a.length)
}

/** Whether any string in the value (keys too) contains one of the secrets. */
export function mentionsAny(value: unknown, secrets: readonly string[]): boolean {
  if (secrets.length === 0) return false
  const text = JSON.stringify(value) ?? ''
  return secrets.some((secret) => text.includes(secret) || text.includes(JSON.stringify(secret).slice(1, -1)))
}

/** The value with every occurrence of a secret, in every string and key, replaced by `ERASED`. */
export function redacted<T>(value: T, secrets: readonly string[]): T {
  const scrub = (text: string) => secrets.reduce((result, secret) => result.split(secret).join(ERASED), text)
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return scrub(item)
    if (Array.isArray(item)) return item.map(walk)
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [scrub(key), walk(inner)]))
    return item
  }
  return walk(value) as T
}
