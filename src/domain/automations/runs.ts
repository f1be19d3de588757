import type { InstagramEventKind } from '@/domain/instagram/events'
import type { GraphError, OutgoingMessage } from './client'
import type { ActionKind } from './model'
import type { FlowStepKind } from './flow/model'

/** What became of one action: `done` is for actions that send nothing (delay, tag). */
export type ActionStatus = 'sent' | 'queued' | 'failed' | 'skipped' | 'done'

/**
 * What a run did, judged by what reached Instagram (docs/product.md, "Run statuses"); derived
 * from its steps by `runStatus` (./runStatus.ts), never set by hand.
 */
export type RunStatus = 'sent' | 'partly-sent' | 'queued' | 'failed' | 'skipped'

export const RUN_STATUSES: readonly RunStatus[] = ['sent', 'partly-sent', 'queued', 'failed', 'skipped']

/**
 * Why a run or an action is not simply "sent". The screens map each code to a plain, translated
 * sentence, so keep them stable.
 */
export type RunReason =
  | 'echo'
  | 'own-comment'
  | 'outside-24h-window'
  | 'private-reply-already-sent'
  | 'private-reply-too-old'
  | 'needs-comment'
  /** An older run's reason: nothing records it any more. */
  | 'not-top-level-comment'
  | 'live-comment-no-public-reply'
  /** A private reply to a live video's comment is allowed only while the video is broadcast. */
  | 'live-video-ended'
  | 'rate-limited-queued'
  | 'scheduled-after-delay'
  | 'waiting-for-previous-step'
  | 'retry-scheduled'
  | 'graph-error'
  | 'stopped-by-higher-priority'
  | 'account-disconnected'
  | 'no-send-step'
  // A flow's own steps
  | 'waiting-for-reply'
  | 'waiting-for-answer'
  | 'waiting-for-tap'
  | 'held-until-answer'
  | 'invalid-answer'
  | 'timed-out'
  | 'loop-limit'
  | 'missing-step'
  /** The flow was left for a newer start of the same automation for the same person. */
  | 'restarted'
  /** The automation was paused or deleted, or the person never answered, while they were in its flow. */
  | 'flow-stopped'
  /** The person wrote a stop word: nothing automated reaches them until they write a start word. */
  | 'opted-out'
  /** A person of the team took the conversation over (a reply by hand, a flow's hand-over step). */
  | 'automations-paused'

/**
 * What a run's entry did: a send is named by how it reached Instagram (`private-reply`, `send-dm`,
 * `public-reply`), a wait as `delay`, a tag added as `tag-contact`, the person's tap on a button as
 * `tap`; other flow steps by their kind.
 */
export type OutcomeKind = ActionKind | Exclude<FlowStepKind, 'send' | 'public-reply' | 'wait'> | 'tap'

export interface ActionOutcome {
  index: number
  kind: OutcomeKind
  /** The flow step it belongs to, and which visit of it (a step can be visited again in a loop). */
  stepId?: string
  visit?: number
  status: ActionStatus
  reason?: RunReason
  /** The last Graph error, for `graph-error` and `retry-scheduled`. */
  error?: GraphError
  /** Calls made to Instagram for this action. */
  attempts: number
  /** When a queued action is due. */
  dueAt?: number
  /** The text actually sent or planned (the picked public-reply variant, the DM text). */
  text?: string
  /** The message or comment id Instagram returned. */
  resultId?: string
  /** The outcome the step took (`next`, a tapped option, a split's branch…), once it moved on. */
  outcome?: string
  updatedAt: number
}

export interface AutomationRun {
  id: string
  automationId: string
  automationName: string
  accountId: string
  eventKind: InstagramEventKind
  eventKey: string
  /** The person the run answers (IGSID). */
  contactId?: string
  commentId?: string
  /** The post commented on, for a run a comment started: the funnel counts per post. */
  mediaId?: string
  status: RunStatus
  reason?: RunReason
  actions: ActionOutcome[]
  /** A test-mode run: what would happen, nothing sent; never stored, never counted. */
  test?: boolean
  createdAt: number
  updatedAt: number
}

/** A send (or tag) the engine has decided on, stored in the durable queue when it cannot happen now. */
export type PlannedStep =
  | { kind: 'dm'; recipientId: string; message: OutgoingMessage }
  | { kind: 'private-reply'; commentId: string; commentAt: number; live?: boolean; message: OutgoingMessage }
  | { kind: 'public-reply'; commentId: string; text: string }
  | { kind: 'tag'; contactId: string; tag: string }
  /** A flow's timer (a wait, a reply's or an answer's timeout): the session resumes when it comes due. */
  | { kind: 'timer'; contactId: string; automationId: string; key: string }

export interface QueuedStep {
  id: string
  /** Insertion order, to keep first-in first-out among steps due at the same time. */
  seq: number
  runId: string
  actionIndex: number
  accountId: string
  dueAt: number
  attempts: number
  step: PlannedStep
  /**
   * Names this send by what caused it (account, event, automation, action), never by ids the
   * engine's state hands out: a send retried after a crash is known by it as the same one.
   */
  sendKey?: string
}
