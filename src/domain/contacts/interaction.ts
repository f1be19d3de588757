import type { InstagramEvent } from '@/domain/instagram/events'
import { contactSourceOf, type ContactSource } from './source'

/** What a contact's record keeps of how the person came and how recently they were heard from. */
export interface ContactInteraction {
  /** What first brought them (kept once known). */
  source?: ContactSource
  /** Their first and latest event of any kind (a comment, a DM, a story reply). */
  firstInteractionAt?: number
  lastInteractionAt?: number
}

/** The contact once the person's event is noted: the source it gives a newcomer, the span of their events. */
export function withInteraction<T extends ContactInteraction>(contact: T, event: InstagramEvent): T {
  const at = event.timestamp
  const source = contact.source ?? contactSourceOf(event)
  return {
    ...contact,
    ...(source ? { source } : {}),
    firstInteractionAt: Math.min(contact.firstInteractionAt ?? at, at),
    lastInteractionAt: Math.max(contact.lastInteractionAt ?? at, at),
  }
}
