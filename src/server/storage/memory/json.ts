/**
 * Records are JSON data. What a caller writes is copied in as JSON would carry it (a Date becomes
 * its string, an undefined property disappears) and frozen, so that nothing the store holds can
 * change under it; what a caller reads is copied out, its own to change. Walking the value is far
 * cheaper than `structuredClone` or a JSON round trip.
 */

/** A frozen copy of `value` as `JSON.parse(JSON.stringify(value))` would give it (undefined: nothing). */
export function frozenJson(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      return Number.isFinite(value) ? value : null
    case 'bigint':
      throw new TypeError('Memory database: a record cannot hold a bigint (it is not JSON)')
    case 'object':
      break
    default:
      return undefined
  }
  if (value === null) return null
  const toJSON = (value as { toJSON?: unknown }).toJSON
  if (typeof toJSON === 'function') return frozenJson(toJSON.call(value))
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) copy[index] = frozenJson(value[index]) ?? null
    return Object.freeze(copy)
  }
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const property = frozenJson((value as Record<string, unknown>)[key])
    if (property !== undefined) setProperty(copy, key, property)
  }
  return Object.freeze(copy)
}

/** A mutable deep copy of JSON data (what `frozenJson` made). */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) copy[index] = copyJson(value[index])
    return copy as T
  }
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) setProperty(copy, key, copyJson((value as Record<string, unknown>)[key]))
  return copy as T
}

/** `copy[key] = value`, where a `__proto__` key is a property as JSON.parse makes it, not the prototype. */
function setProperty(copy: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  else copy[key] = value
}

/**
 * A frozen record: `base` (frozen JSON already, shared rather than copied) with `patch`'s
 * properties over it, as `{ ...base, ...patch, id }` stored as JSON would be.
 */
export function frozenPatch(base: unknown, patch: object, id: string): Record<string, unknown> {
  const next: Record<string, unknown> = {}
  if (typeof base === 'object' && base !== null) {
    for (const key of Object.keys(base)) setProperty(next, key, (base as Record<string, unknown>)[key])
  }
  for (const key of Object.keys(patch)) {
    const property = frozenJson((patch as Record<string, unknown>)[key])
    if (property === undefined) delete next[key]
    else setProperty(next, key, property)
  }
  next.id = id
  return Object.freeze(next)
}
