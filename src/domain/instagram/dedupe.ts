import type { InstagramEvent } from './events'

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
