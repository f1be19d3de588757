/**
 * A create request's idempotency key: random. Apart from the draft it is kept with (./useFormDraft.ts),
 * so a form without a draft does not load the draft's code. `crypto.randomUUID` only exists on
 * secure origins (not a LAN address over http).
 */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
