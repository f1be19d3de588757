/**
 * The interpreter's vocabulary: where one contact is in one published flow version (a durable
 * session the engine stores), what moves it on (an input), what the engine knows when it does
 * (facts), and what the interpreter asks the engine to do (effects) and records (outcomes).
 * Plain data, so every storage adapter keeps a session and the engine can replay a call.
 */
import type { Segment } from '@/domain/contacts/segments'
import type { ContactSource } from '@/domain/contacts/source'
import type { ActionStatus, RunReason } from '../runs'
import type { FlowGraph, FlowStepKind, SendChannel, StepId } from './model'

/** One published version of an automation's flow: a session runs on exactly this. */
export interface PublishedFlow {
  automationId: string
  version: number
  graph: FlowGraph
}

/** The comment a flow started from (comment triggers only). */
export interface FlowComment {
  id: string
  /** When it was written: its private reply must go within 7 days of it. */
  at: number
  mediaId: string
  /** A reply under another comment is not top-level (a public reply to it goes under the top-level comment). */
  topLevel: boolean
  /** A comment on a live video: no public reply, and a private reply only while the video is live. */
  live?: boolean
}

/** What the contact's place in the flow waits for before it moves on. */
export type FlowWait =
  /** Nothing: the flow has ended, the session only keeps messages held until the person answers. */
  | { kind: 'none' }
  /** A `wait` step's delay; `key` names the timer, so a late or repeated firing is recognised. */
  | { kind: 'timer'; until: number; key: string }
  /** A `wait-reply` step: a reply, or the timeout at `until`. */
  | { kind: 'reply'; until: number; key: string }
  /** An `ask` step: an answer that passes its check; `attempts` answers failed it so far. */
  | { kind: 'answer'; attempts: number; until: number; key: string }
  /** A tap on one of the buttons or quick replies of the `send` step at `at`. */
  | { kind: 'tap' }

/** The rest of a private-reply step, sent once the person answers or taps (the window opens then). */
export interface HeldMessages {
  stepId: StepId
  /** Index of the first message not sent yet. */
  fromMessage: number
}

export interface FlowSession {
  automationId: string
  /** The version the contact started on; the engine resumes the session against this version only. */
  version: number
  accountId: string
  contactId: string
  runId: string
  comment?: FlowComment
  /** The step the session waits on; null when the flow has ended and only held messages remain. */
  at: StepId | null
  /** The visit of the step at `at`: the outcome that step records when it moves on updates it. */
  atVisit: number
  wait: FlowWait
  held?: HeldMessages
  /** The comment's private reply went out in this session. */
  privateReplySent: boolean
  /** Steps visited so far; each visit is numbered by it (send keys, outcomes). */
  visits: number
  /** Keys of the latest inputs handled, so a redelivered input acts once. */
  seenInputs: string[]
  startedAt: number
  updatedAt: number
}

/**
 * What moves a session on. `key` names the input: the event's de-duplication key for a reply or a
 * tap, the `key` of the `schedule` effect for a timer.
 */
export type FlowInput =
  | { kind: 'reply'; key: string; text: string }
  /** A tap on a button or quick reply, by its option id (`parseTapPayload(payload).optionId`). */
  | { kind: 'tap'; key: string; optionId: string }
  | { kind: 'timer'; key: string }

/** What the interpreter knows about the person, with the changes of the steps already run applied. */
export interface FlowContact {
  username?: string
  tags: readonly string[]
  fields: Readonly<Record<string, string>>
  /** The person's latest message: the 24-hour window runs from here. */
  lastInboundAt?: number
  /** What first brought them, and whether they asked for no automated messages (segments read both). */
  source?: ContactSource
  optedOut?: boolean
}

export interface FlowRules {
  messagingWindowMs: number
  privateReplyMaxAgeMs: number
  /** Steps one call may visit before it stops: a loop with no wait must not spin forever. */
  stepsPerCall: number
}

export const DEFAULT_FLOW_RULES: FlowRules = {
  messagingWindowMs: 24 * 60 * 60_000,
  privateReplyMaxAgeMs: 7 * 24 * 60 * 60_000,
  stepsPerCall: 50,
}

/** What a flow's in-segment condition reads of a segment. */
export type SegmentRule = Pick<Segment, 'id' | 'conditions'>

/** What the engine knows when it calls the interpreter; nothing else is read (no clock, no randomness). */
export interface FlowFacts {
  now: number
  /** A number in [0, 1): picks public-reply variants and split branches. */
  random: () => number
  contact: FlowContact
  /** Whether the person follows the account; undefined when unknown (a condition then asks for it). */
  follows?: boolean
  /** The comment's one private reply was already taken (by this or another automation). */
  privateReplyClaimed: boolean
  /** The workspace's time zone, for time-of-day conditions that name none. */
  timeZone: string
  /** The workspace's contact segments, for in-segment conditions (none when not given). */
  segments?: readonly SegmentRule[]
  rules?: Partial<FlowRules>
}

/** How a flow starts: its first step, or the target of a tap on one of its buttons (no session to resume). */
export interface FlowStart {
  runId: string
  accountId: string
  contactId: string
  comment?: FlowComment
  /** The triggering event's de-duplication key. */
  key: string
  tap?: string
}

/** A message as it goes to Instagram, templates filled and payloads made. */
export type OutgoingButton =
  { type: 'web_url'; title: string; url: string } | { type: 'postback'; title: string; payload: string }
export interface OutgoingQuickReply {
  title: string
  payload: string
}
export type RenderedMessage =
  | { kind: 'text'; text: string; buttons?: OutgoingButton[]; quickReplies?: OutgoingQuickReply[] }
  | { kind: 'media'; mediaType: 'image' | 'video'; url: string; quickReplies?: OutgoingQuickReply[] }
  | {
      kind: 'carousel'
      cards: { title: string; subtitle: string; imageUrl: string; buttons?: OutgoingButton[] }[]
      quickReplies?: OutgoingQuickReply[]
    }

/**
 * What the engine must do, in order. `key` names a send by the session's run and the visit, so a
 * send retried after a crash is known as the same one. A `private-reply` send claims the comment's
 * private reply when the engine makes it; `message` sends go to the session's contact.
 */
export type FlowEffect =
  | { kind: 'send'; stepId: StepId; channel: SendChannel; commentId?: string; message: RenderedMessage; key: string }
  | { kind: 'public-reply'; stepId: StepId; commentId: string; text: string; key: string }
  | { kind: 'tag'; stepId: StepId; action: 'add' | 'remove'; tag: string }
  | { kind: 'set-field'; stepId: StepId; field: string; value: string }
  | { kind: 'handover'; stepId: StepId; note: string }
  | { kind: 'start-flow'; stepId: StepId; automationId: string }
  /** Call `resume` with `{ kind: 'timer', key }` at `at`. */
  | { kind: 'schedule'; stepId: StepId; at: number; key: string }

/** Reasons of the flow's own steps, beside the engine's `RunReason`s. */
export type FlowOnlyReason =
  | 'waiting-for-reply'
  | 'waiting-for-answer'
  | 'waiting-for-tap'
  /** The rest of a private-reply step waits until the person answers or taps. */
  | 'held-until-answer'
  | 'invalid-answer'
  | 'timed-out'
  | 'loop-limit'
  | 'missing-step'

export type FlowReason = RunReason | FlowOnlyReason

/** What became of one visit of a step, for the run history and the funnel. */
export interface FlowStepOutcome {
  stepId: StepId
  kind: FlowStepKind
  /** The visit's number (`FlowSession.visits`): a later outcome of the same visit updates it. */
  visit: number
  status: ActionStatus
  reason?: FlowReason
  /** The outcome taken: `next`, `then`, a route, branch or option id… */
  outcome?: string
  /** The text sent or planned (the first message, the picked variant, the tag). */
  text?: string
  /** When a waiting step times out or a wait ends. */
  dueAt?: number
}

export type FlowResult =
  | {
      kind: 'ran'
      /** Null when the flow ended, handed over or went to another flow. */
      session: FlowSession | null
      effects: FlowEffect[]
      outcomes: FlowStepOutcome[]
    }
  /** Nothing happened; the session is unchanged. */
  | { kind: 'ignored'; reason: 'duplicate-input' | 'stale-timer' | 'unknown-option' | 'not-waiting' | 'wrong-version' }
  /** A fact is missing: look it up and call again with the same arguments and the fact filled in. */
  | { kind: 'needs'; fact: 'follows' }
