/**
 * A rehearsal: the automation played as a made-up customer, step by step, by the engine itself.
 * The backend keeps nothing between moves: the state goes back and forth with each move, opaque to
 * the screen, and the runs it answers are test runs (never stored, never counted).
 */
import type { OutgoingMessage } from './client'
import type { AutomationRun } from './runs'

/** How the made-up customer starts the automation: the kinds of event a trigger answers. */
export const REHEARSAL_START_EVENTS = ['comment', 'message', 'story_mention', 'story_reply', 'postback'] as const
/** The tags a made-up customer may start with: at most this many. */
export const REHEARSAL_MAX_TAGS = 20
export type RehearsalStartEvent = (typeof REHEARSAL_START_EVENTS)[number]

/** The customer's move: start, tap a button or quick reply, write a reply, or let time pass. */
export type RehearsalMove =
  /**
   * `payload`: a postback start's (a button of a post, an ice breaker); `ref`: the link or ad a
   * message start comes from.
   */
  | {
      kind: 'start'
      event: RehearsalStartEvent
      text?: string
      payload?: string
      ref?: string
      follows?: boolean
      /** Tags the customer has before the start: the flow's tag and segment conditions read them. */
      tags?: string[]
    }
  | { kind: 'tap'; payload: string; title: string; quickReply?: boolean }
  | { kind: 'reply'; text: string }
  /** `ms` of time pass; without it, until the next thing the flow waits for comes due. */
  | { kind: 'wait'; ms?: number }

export interface RehearsalRequest {
  /** What the previous answer gave back; absent for the first move. */
  state?: unknown
  move: RehearsalMove
}

/** A message the automation would have sent, as the person's thread would show it. */
export type RehearsalMessage = {
  id: string
  at: number
} & ({ channel: 'message' | 'private-reply'; message: OutgoingMessage } | { channel: 'public-reply'; text: string })

/** What the flow waits for now: nothing (it ended), a tap, a reply, or a timer due in `inMs`. */
export type RehearsalWaiting =
  | { kind: 'nothing' }
  | { kind: 'tap' }
  /** `inMs`: when no reply counts as none; absent when only a reply moves it (held messages). */
  | { kind: 'reply'; inMs?: number }
  | { kind: 'answer'; inMs: number }
  | { kind: 'timer'; inMs: number }

export interface RehearsalResponse {
  state: unknown
  /** The messages this move made the automation send. */
  messages: RehearsalMessage[]
  /** Every run of the rehearsal so far, as the run history would show them (marked `test`). */
  runs: AutomationRun[]
  waiting: RehearsalWaiting
  /** The rehearsal's clock, for the thread's times. */
  now: number
}
