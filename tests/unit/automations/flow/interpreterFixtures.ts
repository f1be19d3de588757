import type { FlowButton, FlowGraph, FlowMessage, FlowStep } from '@/domain/automations/flow/model'
import type { FlowFacts, FlowResult, FlowSession, FlowStart, PublishedFlow } from '@/domain/automations/flow/session'

export type SendStep = Extract<FlowStep, { kind: 'send' }>

export const HOUR = 60 * 60_000
export const DAY = 24 * HOUR
export const NOW = Date.UTC(2026, 10, 22, 9, 0, 0)
export const COMMENT = { id: 'c1', at: NOW - HOUR, mediaId: 'post-1', topLevel: true }

/** A published flow of these steps, starting at the first. */
export function flowOf(steps: FlowStep[], version = 1, automationId = 'auto-1'): PublishedFlow {
  const graph: FlowGraph = {
    start: steps[0]?.id ?? null,
    steps: Object.fromEntries(steps.map((step) => [step.id, step])),
    layout: Object.fromEntries(steps.map((step, index) => [step.id, { x: 0, y: index * 100 }])),
  }
  return { automationId, version, graph }
}

export function facts(overrides: Partial<FlowFacts> = {}): FlowFacts {
  return {
    now: NOW,
    random: () => 0,
    contact: { username: 'maria', tags: [], fields: {} },
    privateReplyClaimed: false,
    timeZone: 'UTC',
    ...overrides,
  }
}

/** A window opened by a message `ago` milliseconds before NOW. */
export const inboundAgo = (ago: number) => ({ username: 'maria', tags: [], fields: {}, lastInboundAt: NOW - ago })

export function startContext(overrides: Partial<FlowStart> = {}): FlowStart {
  return { runId: 'run-1', accountId: 'acct', contactId: 'p1', key: 'event-1', comment: COMMENT, ...overrides }
}

export function ran(result: FlowResult) {
  if (result.kind !== 'ran') throw new Error(`expected the flow to run, got ${JSON.stringify(result)}`)
  return result
}

export function sessionOf(result: FlowResult): FlowSession {
  const session = ran(result).session
  if (!session) throw new Error('expected the flow to wait')
  return session
}

export const text = (id: string, body: string, buttons: FlowButton[] = []): FlowMessage => ({
  id,
  kind: 'text',
  text: body,
  buttons,
})

export function send(
  id: string,
  channel: 'private-reply' | 'message',
  bodies: string[],
  next: string | null = null,
  extra: Partial<SendStep> = {},
): SendStep {
  return {
    id,
    kind: 'send',
    channel,
    messages: bodies.map((body, index) => text(`${id}-m${index}`, body)),
    quickReplies: [],
    next,
    ...extra,
  }
}
