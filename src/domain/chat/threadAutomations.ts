/**
 * `GET /api/chat/threads/{id}/automations`: whether automations answer the person of a thread,
 * and what the reply box needs to say which rule closes it (docs/product.md, "Automations").
 * Instants are ISO strings; null when it does not apply.
 */
export interface ThreadAutomations {
  /** The person wrote a stop word: nothing automated reaches them until they write a start word. */
  optedOutAt: string | null
  /** Since when automations are paused for the person (the team took the conversation over). */
  pausedAt: string | null
  /** When the pause ends by itself; null while paused: until the thread is done or resumed. */
  pausedUntil: string | null
  /** A flow handed the conversation to the team: it needs a person. */
  handedOverAt: string | null
  /** Another app holds the conversation (Meta's handover protocol): its events arrive as standby. */
  standbySince: string | null
  /** The workspace lets people reply up to 7 days after the person's last message (HUMAN_AGENT). */
  humanAgentEnabled: boolean
}
