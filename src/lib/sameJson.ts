/**
 * Whether two plain values (JSON data, as a statechart's context holds) read the same, whatever
 * their references. For selectors over data a machine rebuilds with the same content (the session
 * confirmed by the identity service, the guard deciding again): React then does not render the
 * screens that read them again for nothing. Keys in another order read as different, which only
 * costs that render.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
