import type { ActionOutcome, AutomationRun, OutcomeKind, RunReason, RunStatus } from './runs'

/** Steps that talk to Instagram; a wait or a tag never reaches it. */
export const SENDING_ACTIONS: readonly OutcomeKind[] = ['private-reply', 'public-reply', 'send-dm']

export function isSendingAction(kind: OutcomeKind): boolean {
  return SENDING_ACTIONS.includes(kind)
}

export type RunCounters = Record<RunStatus, number>

export const emptyCounters = (): RunCounters => ({ sent: 0, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 })

/**
 * THE status of a run (docs/product.md, "Run statuses"), read off the steps that send to
 * Instagram; waits and tags never make a run "sent":
 * - queued: a step still waits (a delay, the hourly pace, a retry);
 * - sent: every sending step reached Instagram;
 * - partly sent: some did, others were skipped or failed;
 * - failed: none did and at least one was refused;
 * - skipped: none did and none was refused (rules, no match of a step, a higher priority).
 * The reason is that of the step that decided the status; a run without steps keeps its own.
 * The engine stores this, and the list, the run history and the dashboard count with it.
 */
export function runStatus(run: Pick<AutomationRun, 'actions' | 'reason'>): { status: RunStatus; reason?: RunReason } {
  const queued = run.actions.find((action) => action.status === 'queued')
  if (queued) return withReason('queued', queued.reason)
  if (run.actions.length === 0) return withReason('skipped', run.reason)
  const sends = run.actions.filter((action) => isSendingAction(action.kind))
  if (sends.length === 0) return { status: 'skipped', reason: 'no-send-step' }
  const sent = sends.filter((action) => action.status === 'sent').length
  const firstNotSent = sends.find((action) => action.status !== 'sent')
  const firstFailed = sends.find((action) => action.status === 'failed')
  if (sent === sends.length) return { status: 'sent' }
  if (sent > 0) return withReason('partly-sent', firstNotSent?.reason)
  if (firstFailed) return withReason('failed', firstFailed.reason)
  return withReason('skipped', firstNotSent?.reason)
}

function withReason(status: RunStatus, reason: RunReason | undefined): { status: RunStatus; reason?: RunReason } {
  return reason === undefined ? { status } : { status, reason }
}

/** Runs by status, test runs left out: every figure of the list and the dashboard comes from here. */
export function countRuns(runs: Iterable<Pick<AutomationRun, 'actions' | 'reason' | 'test'>>): RunCounters {
  const counters = emptyCounters()
  for (const run of runs) if (!run.test) counters[runStatus(run).status] += 1
  return counters
}

/** Sending steps that reached Instagram: one message (or public reply) in Instagram's outbox each. */
export function sentSteps(run: Pick<AutomationRun, 'actions' | 'test'>): ActionOutcome[] {
  if (run.test) return []
  return run.actions.filter((action) => isSendingAction(action.kind) && action.status === 'sent')
}

export function countSentMessages(runs: Iterable<Pick<AutomationRun, 'actions' | 'test'>>): number {
  let total = 0
  for (const run of runs) total += sentSteps(run).length
  return total
}

/** The steps that did not go out, each with its own reason, in step order (the run history lists them all). */
export function stepsNotSent(run: Pick<AutomationRun, 'actions'>): ActionOutcome[] {
  return run.actions.filter((action) => action.status === 'skipped' || action.status === 'failed')
}
