import type { InstagramEvent } from '@/domain/instagram/events'
import type { DeliveryDraft, JobDraft } from './store'

/** Takes the keys nobody took before; answers those it took. */
export interface EventKeyClaims {
  claim(keys: readonly string[]): Promise<Set<string>>
}

/** An event's key among everything every account received: Meta's ids are unique per account. */
export function eventKey(event: InstagramEvent): string {
  return `${event.accountId}:${event.dedupeKey}`
}

/**
 * Which of a delivery's events are fresh (docs/product.md, "Late and repeated events"): only a
 * verified delivery claims keys (a forger must not suppress real events), a late event claims
 * none (it is never acted on), and an event's first sighting wins, in this delivery or any before.
 */
export async function freshEventKeys(
  draft: DeliveryDraft,
  claims: EventKeyClaims,
): Promise<{ duplicateKeys: string[]; freshKeys: string[] }> {
  const candidates = keysToClaim(draft)
  return classifyEvents(draft, candidates.length > 0 ? await claims.claim(candidates) : new Set<string>())
}

/** The keys a delivery claims: none for a forgery or a body that is not Instagram's, none for late events. */
export function keysToClaim(draft: Pick<DeliveryDraft, 'verdict' | 'parseError' | 'events' | 'staleKeys'>): string[] {
  if (!draft.verdict.verified || draft.parseError) return []
  const stale = new Set(draft.staleKeys)
  return [...new Set(draft.events.filter((event) => !stale.has(event.dedupeKey)).map(eventKey))]
}

/** Given the keys the delivery took, its fresh keys and the dedupe keys of its repeated events. */
export function classifyEvents(
  draft: Pick<DeliveryDraft, 'verdict' | 'parseError' | 'events' | 'staleKeys'>,
  taken: ReadonlySet<string>,
): { duplicateKeys: string[]; freshKeys: string[] } {
  if (!draft.verdict.verified || draft.parseError) return { duplicateKeys: [], freshKeys: [] }
  const stale = new Set(draft.staleKeys)
  const duplicateKeys: string[] = []
  const freshKeys: string[] = []
  const counted = new Set<string>()
  for (const event of draft.events) {
    if (stale.has(event.dedupeKey)) continue
    const key = eventKey(event)
    if (taken.has(key) && !counted.has(key)) {
      counted.add(key)
      freshKeys.push(key)
    } else duplicateKeys.push(event.dedupeKey)
  }
  return { duplicateKeys, freshKeys }
}

/** The events a delivery's job acts on: the first sighting of each key it claimed. */
export function eventsToProcess(events: readonly InstagramEvent[], freshKeys: readonly string[]): InstagramEvent[] {
  const wanted = new Set(freshKeys)
  return events.filter((event) => wanted.delete(eventKey(event)))
}

/** What a `webhook-delivery` job carries. */
export interface DeliveryJobPayload {
  deliveryId: string
  freshKeys: string[]
}

/** Time to the next try of a failed job: 1 s, 2 s, 4 s… up to five minutes. */
export function jobBackoffMs(attempts: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.max(0, attempts - 1))
}

/** Claims a job gets before it is given up on (and shown as failed). */
export const JOB_MAX_ATTEMPTS = 8

export function deliveryJob(deliveryId: string, freshKeys: string[], now: number): JobDraft {
  const payload: DeliveryJobPayload = { deliveryId, freshKeys }
  return { kind: 'webhook-delivery', key: `delivery:${deliveryId}`, payload, runAt: now }
}
