import type { InstagramEventKind } from '@/domain/instagram/events'
import type { GraphError, OutgoingMessage } from './client'
import type { ActionKind } from './model'

/** What became of one action: `done` is for actions that send nothing (delay, tag). */
export type ActionStatus = 'sent' | 'queued' | 'failed' | 'skipped' | 'done'
export type RunStatus = 'sent' | 'queued' | 'failed' | 'skipped'

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
  | 'not-top-level-comment'
  | 'rate-limited-queued'
  | 'scheduled-after-delay'
  | 'waiting-for-previous-step'
  | 'retry-scheduled'
  | 'graph-error'
  | 'stopped-by-higher-priority'

export const RUN_REASONS: readonly RunReason[] = [
  'echo',
  'own-comment',
  'outside-24h-window',
  'private-reply-already-sent',
  'private-reply-too-old',
  'needs-comment',
  'not-top-level-comment',
  'rate-limited-queued',
  'scheduled-after-delay',
  'waiting-for-previous-step',
  'retry-scheduled',
  'graph-error',
  'stopped-by-higher-priority',
]

export interface ActionOutcome {
  index: number
  kind: ActionKind
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
  status: RunStatus
  reason?: RunReason
  actions: ActionOutcome[]
  createdAt: number
  updatedAt: number
}

/**
 * A run is queued while any action waits, else failed if any action failed, else sent if anything
 * was sent or done, else skipped. Its reason is the reason of the action that decided the status.
 */
export function summarizeRun(run: Pick<AutomationRun, 'actions' | 'status' | 'reason'>): {
  status: RunStatus
  reason?: RunReason
} {
  const first = (status: ActionStatus) => run.actions.find((action) => action.status === status)
  const queued = first('queued')
  if (queued) return { status: 'queued', reason: queued.reason }
  const failed = first('failed')
  if (failed) return { status: 'failed', reason: failed.reason }
  if (first('sent') || first('done')) return { status: 'sent' }
  const skipped = first('skipped')
  if (skipped) return { status: 'skipped', reason: skipped.reason }
  return { status: run.status, reason: run.reason }
}

/** A send (or tag) the engine has decided on, stored in the durable queue when it cannot happen now. */
export type PlannedStep =
  | { kind: 'dm'; recipientId: string; message: OutgoingMessage }
  | { kind: 'private-reply'; commentId: string; commentAt: number; message: OutgoingMessage }
  | { kind: 'public-reply'; commentId: string; text: string }
  | { kind: 'tag'; contactId: string; tag: string }

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
}
