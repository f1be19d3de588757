/** Small builders for flows in tests: each step with sensible defaults, overridden where it matters. */
import type { AutomationTrigger } from '@/domain/automations/model'
import {
  outcomesOf,
  type FlowButton,
  type FlowGraph,
  type FlowMessage,
  type FlowStep,
  type StepId,
} from '@/domain/automations/flow/model'
import type { FlowContext } from '@/domain/automations/flow/problems'

type StepOf<K extends FlowStep['kind']> = Extract<FlowStep, { kind: K }>
type Fields<K extends FlowStep['kind']> = Partial<Omit<StepOf<K>, 'id' | 'kind'>>

export const commentTrigger: AutomationTrigger = {
  kind: 'comment-keyword',
  keywords: { keywords: ['menu'], mode: 'contains' },
  media: { kind: 'any' },
}
export const dmTrigger: AutomationTrigger = { kind: 'dm-keyword', keywords: { keywords: ['menu'], mode: 'contains' } }

export const context: FlowContext = {
  automationId: 'self',
  fields: ['email', 'Phone'],
  tags: ['menu', 'vip'],
  automations: [{ id: 'other', name: 'Other flow' }],
  segments: [{ id: 'segment-vip', name: 'VIPs' }],
}

export const text = (body: string, buttons: FlowButton[] = []): FlowMessage => ({
  id: `m-${body.length}-${buttons.length}`,
  kind: 'text',
  text: body,
  buttons,
})

export const button = (id: string, next: StepId | null, title = 'See the menu'): FlowButton => ({
  id,
  title,
  action: { kind: 'step', next },
})

export const link = (id: string, url: string): FlowButton => ({ id, title: 'Open', action: { kind: 'link', url } })

export function send(id: string, fields: Fields<'send'> = {}): StepOf<'send'> {
  return { id, kind: 'send', channel: 'message', messages: [text('Hello')], quickReplies: [], next: null, ...fields }
}

export function waitReply(id: string, fields: Fields<'wait-reply'> = {}): StepOf<'wait-reply'> {
  return { id, kind: 'wait-reply', routes: [], otherwise: 'end', timeoutSeconds: 3600, timeout: null, ...fields }
}

export function ask(id: string, fields: Fields<'ask'> = {}): StepOf<'ask'> {
  return {
    id,
    kind: 'ask',
    input: 'email',
    question: 'Your email?',
    retryText: 'That does not look like an email.',
    maxAttempts: 3,
    field: 'email',
    timeoutSeconds: 3600,
    next: null,
    failed: null,
    timeout: null,
    ...fields,
  }
}

export function condition(id: string, then: StepId | null, otherwise: StepId | null): StepOf<'condition'> {
  return { id, kind: 'condition', condition: { kind: 'follows-account' }, then, otherwise }
}

export const wait = (id: string, next: StepId | null, seconds = 600): FlowStep => ({ id, kind: 'wait', seconds, next })
export const tag = (id: string, next: StepId | null, name = 'menu'): FlowStep => ({
  id,
  kind: 'tag',
  action: 'add',
  tag: name,
  next,
})
export const end = (id = 'end'): FlowStep => ({ id, kind: 'end' })

/** A flow starting at its first step, with an `end` step when a step leads to it and none is given. */
export function flowOf(...steps: FlowStep[]): FlowGraph {
  const leadsToEnd = steps.some((step) => outcomesOf(step).some((edge) => edge.to === 'end'))
  const all = leadsToEnd && !steps.some((step) => step.id === 'end') ? [...steps, end()] : steps
  return { start: steps[0]?.id ?? null, steps: Object.fromEntries(all.map((step) => [step.id, step])), layout: {} }
}
