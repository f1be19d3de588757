/**
 * The working state of one interpreter call (a copy of the session and of what is known of the
 * person, the effects and outcomes so far) and the small moves every step makes with it.
 */
import type { FlowStepKind, StepId } from './model'
import type { FlowEffect, FlowFacts, FlowRules, FlowSession, FlowStepOutcome, PublishedFlow } from './session'

export interface WorkingContact {
  username?: string
  tags: string[]
  fields: Record<string, string>
  lastInboundAt?: number
}

export interface Walk {
  flow: PublishedFlow
  session: FlowSession
  facts: FlowFacts
  rules: FlowRules
  contact: WorkingContact
  effects: FlowEffect[]
  outcomes: FlowStepOutcome[]
  stepsTaken: number
}

export function windowOpen(walk: Walk): boolean {
  const last = walk.contact.lastInboundAt
  return last !== undefined && walk.facts.now - last <= walk.rules.messagingWindowMs
}

export function record(
  walk: Walk,
  step: { id: StepId; kind: FlowStepKind },
  visit: number,
  patch: Partial<FlowStepOutcome>,
) {
  walk.outcomes.push({ stepId: step.id, kind: step.kind, visit, status: 'done', ...patch })
}

function timerKey(walk: Walk, visit: number): string {
  return `${walk.session.runId}:${visit}:timer`
}

export function schedule(walk: Walk, stepId: StepId, visit: number, seconds: number) {
  const key = timerKey(walk, visit)
  const at = walk.facts.now + Math.max(0, seconds) * 1000
  walk.effects.push({ kind: 'schedule', stepId, at, key })
  return { key, until: at }
}

export function sendKey(walk: Walk, visit: number, message: number): string {
  return `${walk.session.runId}:${visit}:${message}`
}

export type Next = { to: StepId | null } | 'wait'
