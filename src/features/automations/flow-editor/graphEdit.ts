/**
 * Edits of a flow graph as pure functions: each returns a new graph and never changes the one it
 * is given, so the undo history can keep every value whole.
 */
import {
  outcomesOf,
  type FlowGraph,
  type FlowStep,
  type FlowStepKind,
  type StepId,
} from '@/domain/automations/flow/model'

export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`

/** A step of the kind as a person starts from: the fields to fill, every outcome ending the flow. */
export function newStep(kind: FlowStepKind, privateReply = false): FlowStep {
  const id = newId('step')
  switch (kind) {
    case 'send':
      return {
        id,
        kind,
        channel: privateReply ? 'private-reply' : 'message',
        messages: [{ id: newId('msg'), kind: 'text', text: '', buttons: [] }],
        quickReplies: [],
        next: null,
      }
    case 'public-reply':
      return { id, kind, variants: [''], next: null }
    case 'wait':
      return { id, kind, seconds: 60 * 60, next: null }
    case 'wait-reply':
      return { id, kind, routes: [], otherwise: null, timeoutSeconds: 24 * 60 * 60, timeout: null }
    case 'ask':
      return {
        id,
        kind,
        input: 'email',
        question: '',
        retryText: '',
        maxAttempts: 2,
        field: 'email',
        timeoutSeconds: 24 * 60 * 60,
        next: null,
        failed: null,
        timeout: null,
      }
    case 'condition':
      return { id, kind, condition: { kind: 'follows-account' }, then: null, otherwise: null }
    case 'split':
      return {
        id,
        kind,
        branches: [
          { id: newId('branch'), label: 'A', weight: 50, next: null },
          { id: newId('branch'), label: 'B', weight: 50, next: null },
        ],
      }
    case 'tag':
      return { id, kind, action: 'add', tag: '', next: null }
    case 'set-field':
      return { id, kind, field: '', value: '', next: null }
    case 'handover':
      return { id, kind, note: '' }
    case 'goto-flow':
      return { id, kind, automationId: '' }
    case 'end':
      return { id, kind }
  }
}

/** The step with one outcome (`next`, `then`, a button's, route's or branch's id) leading to `to`. */
export function withOutcome(step: FlowStep, outcome: string, to: StepId | null): FlowStep {
  if (outcome in step && ['next', 'then', 'otherwise', 'timeout', 'failed'].includes(outcome)) {
    return { ...step, [outcome]: to } as FlowStep
  }
  switch (step.kind) {
    case 'send':
      return {
        ...step,
        messages: step.messages.map((message) => {
          const retarget = <B extends { id: string; action: { kind: string } }>(button: B): B =>
            button.id === outcome && button.action.kind === 'step'
              ? { ...button, action: { kind: 'step', next: to } }
              : button
          if (message.kind === 'text') return { ...message, buttons: message.buttons.map(retarget) }
          if (message.kind === 'carousel')
            return {
              ...message,
              cards: message.cards.map((card) => ({ ...card, buttons: card.buttons.map(retarget) })),
            }
          return message
        }),
        quickReplies: step.quickReplies.map((reply) => (reply.id === outcome ? { ...reply, next: to } : reply)),
      }
    case 'wait-reply':
      return { ...step, routes: step.routes.map((route) => (route.id === outcome ? { ...route, next: to } : route)) }
    case 'split':
      return {
        ...step,
        branches: step.branches.map((branch) => (branch.id === outcome ? { ...branch, next: to } : branch)),
      }
    default:
      return step
  }
}

export function replaceStep(graph: FlowGraph, step: FlowStep): FlowGraph {
  return { ...graph, steps: { ...graph.steps, [step.id]: step } }
}

export function setOutcome(graph: FlowGraph, from: StepId, outcome: string, to: StepId | null): FlowGraph {
  const step = graph.steps[from]
  return step ? replaceStep(graph, withOutcome(step, outcome, to)) : graph
}

/** Adds `step` and leads `from`'s outcome to it (or starts the flow with it when `from` is null). */
export function addStep(graph: FlowGraph, step: FlowStep, from: { stepId: StepId; outcome: string } | null): FlowGraph {
  const added = { ...graph, steps: { ...graph.steps, [step.id]: step } }
  if (!from) return { ...added, start: step.id }
  const fromPosition = graph.layout[from.stepId]
  const layout = fromPosition
    ? { ...graph.layout, [step.id]: { x: fromPosition.x + 300, y: fromPosition.y + 40 * outcomesOf(step).length } }
    : graph.layout
  return setOutcome({ ...added, layout }, from.stepId, from.outcome, step.id)
}

/**
 * Removes a step: every outcome that led to it now ends the flow there. A flow that started with
 * it starts where its first outcome led, so deleting the opening message keeps the rest.
 */
export function deleteStep(graph: FlowGraph, id: StepId): FlowGraph {
  const removed = graph.steps[id]
  if (!removed) return graph
  const steps: Record<StepId, FlowStep> = {}
  for (const step of Object.values(graph.steps)) {
    if (step.id === id) continue
    steps[step.id] = outcomesOf(step)
      .filter((edge) => edge.to === id)
      .reduce((current, edge) => withOutcome(current, edge.outcome, null), step)
  }
  const layout = { ...graph.layout }
  delete layout[id]
  const start = graph.start === id ? (outcomesOf(removed).find((edge) => edge.to !== null)?.to ?? null) : graph.start
  return { start, steps, layout }
}

/** The steps in reading order: from the start, each outcome's step after it, then any step no path reaches. */
export function stepsInOrder(graph: FlowGraph): { step: FlowStep; reachable: boolean }[] {
  const seen = new Set<StepId>()
  const order: { step: FlowStep; reachable: boolean }[] = []
  const visit = (id: StepId | null) => {
    const step = id ? graph.steps[id] : undefined
    if (!step || seen.has(step.id)) return
    seen.add(step.id)
    order.push({ step, reachable: true })
    for (const edge of outcomesOf(step)) visit(edge.to)
  }
  visit(graph.start)
  for (const step of Object.values(graph.steps)) if (!seen.has(step.id)) order.push({ step, reachable: false })
  return order
}

/** Moves an item of a list one place earlier (-1) or later (+1). */
export function moved<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const next = [...items]
  const [item] = next.splice(index, 1)
  next.splice(index + delta, 0, item as T)
  return next
}

export function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current))
}
