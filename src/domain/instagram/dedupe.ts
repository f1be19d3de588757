import type { InstagramEvent } from './events'

/** Meta retries a failed webhook delivery for up to 36 hours (ref. instagram-platform.md, "Webhooks"). */
export const META_RETRY_WINDOW_MS = 36 * 3_600_000
/** Clocks disagree a little: Meta's timestamps against ours. */
export const CLOCK_SKEW_MS = 5 * 60_000
/** Older than this, an event is not one Meta would still deliver: nothing acts on it. */
export const MAX_EVENT_AGE_MS = META_RETRY_WINDOW_MS + CLOCK_SKEW_MS

/**
 * Whether an event happened too long ago to act on (docs/product.md, "Late and repeated events").
 * An unknown time (0: the payload had none) counts as too old: it cannot be placed in any window.
 */
export function isTooOldToAct(occurredAt: number, now: number, maxAgeMs: number = MAX_EVENT_AGE_MS): boolean {
  return occurredAt <= 0 || now - occurredAt > maxAgeMs
}

export interface SeenKeys {
  has(key: string): boolean
  add(key: string): unknown
}

/**
 * Meta retries failed deliveries for up to 36 hours, so the same update can arrive again, in
 * another batch or twice in one. Only the first sighting of a `dedupeKey` is fresh.
 */
export function partitionDuplicates(
  events: readonly InstagramEvent[],
  seen: SeenKeys,
): { fresh: InstagramEvent[]; duplicates: InstagramEvent[] } {
  const fresh: InstagramEvent[] = []
  const duplicates: InstagramEvent[] = []
  for (const event of events) {
    if (seen.has(event.dedupeKey)) {
      duplicates.push(event)
    } else {
      seen.add(event.dedupeKey)
      fresh.push(event)
    }
  }
  return { fresh, duplicates }
}
