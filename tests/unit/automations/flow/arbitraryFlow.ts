/**
 * Random flows for property tests: a few steps of every kind, each outcome leading to a random
 * step or nowhere (now and then to a step that does not exist), under a comment or a DM trigger.
 * The steps' words are valid, so most problems found are about the flow's shape and order.
 */
import fc from 'fast-check'
import type { AutomationTrigger } from '@/domain/automations/model'
import type { FlowGraph, FlowStep, StepId } from '@/domain/automations/flow/model'
import { commentTrigger, dmTrigger } from './flowSteps'

export interface ArbitraryFlow {
  trigger: AutomationTrigger
  flow: FlowGraph
}

const idOf = (index: number) => `s${index}`

/** A step's shape before its id is known: `build` gives it its id and its outcome ids. */
type StepShape = (id: StepId) => FlowStep

/** Outcomes lead mostly on to the next step, so that many random flows are whole enough to publish. */
function stepShape(count: number, index: number): fc.Arbitrary<StepShape> {
  const target = fc.oneof(
    { weight: index + 1 < count ? 8 : 0, arbitrary: fc.constant(idOf(index + 1)) },
    { weight: 4, arbitrary: fc.integer({ min: 0, max: count - 1 }).map(idOf) },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant('gone') },
  )
  const targets = (max: number) => fc.array(target, { maxLength: max })
  const words = { keywords: ['yes'], mode: 'contains' as const }
  return fc.oneof(
    fc
      .record({
        channel: fc.oneof(
          { weight: 3, arbitrary: fc.constant('message' as const) },
          { weight: 1, arbitrary: fc.constant('private-reply' as const) },
        ),
        buttons: targets(2),
        quickReplies: targets(2),
        next: target,
      })
      .map(({ channel, buttons, quickReplies, next }) => (id: StepId) => ({
        id,
        kind: 'send' as const,
        channel,
        messages: [
          {
            id: `${id}-m`,
            kind: 'text' as const,
            text: 'Hello {{username}}',
            buttons: buttons.map((to, index) => ({
              id: `${id}-b${index}`,
              title: 'Tap',
              action: { kind: 'step' as const, next: to },
            })),
          },
        ],
        quickReplies: quickReplies.map((to, index) => ({ id: `${id}-q${index}`, title: 'Yes', next: to })),
        next,
      })),
    target.map((next) => (id: StepId) => ({ id, kind: 'public-reply' as const, variants: ['Sent you a DM'], next })),
    fc.tuple(fc.constantFrom(600, 3600, 30), target).map(([seconds, next]) => (id: StepId) => ({
      id,
      kind: 'wait' as const,
      seconds,
      next,
    })),
    fc.tuple(targets(2), target, target).map(([routes, otherwise, timeout]) => (id: StepId) => ({
      id,
      kind: 'wait-reply' as const,
      routes: routes.map((next, index) => ({ id: `${id}-r${index}`, keywords: words, next })),
      otherwise,
      timeoutSeconds: 3600,
      timeout,
    })),
    fc.tuple(target, target, target).map(([next, failed, timeout]) => (id: StepId) => ({
      id,
      kind: 'ask' as const,
      input: 'email' as const,
      question: 'Your email?',
      retryText: 'That is not an email.',
      maxAttempts: 3,
      field: 'email',
      timeoutSeconds: 3600,
      next,
      failed,
      timeout,
    })),
    fc.tuple(target, target).map(([then, otherwise]) => (id: StepId) => ({
      id,
      kind: 'condition' as const,
      condition: { kind: 'field' as const, field: 'email', test: 'is-set' as const, value: '' },
      then,
      otherwise,
    })),
    fc.array(target, { minLength: 1, maxLength: 3 }).map((branches) => (id: StepId) => ({
      id,
      kind: 'split' as const,
      branches: branches.map((next, index) => ({ id: `${id}-x${index}`, label: 'ABC'[index]!, weight: 1, next })),
    })),
    target.map((next) => (id: StepId) => ({ id, kind: 'tag' as const, action: 'add' as const, tag: 'menu', next })),
    fc.constantFrom<StepShape>(
      (id) => ({ id, kind: 'handover', note: '' }),
      (id) => ({ id, kind: 'goto-flow', automationId: 'other' }),
      (id) => ({ id, kind: 'end' }),
    ),
  )
}

export const arbitraryFlow: fc.Arbitrary<ArbitraryFlow> = fc.integer({ min: 1, max: 7 }).chain((count) =>
  fc
    .record({
      shapes: fc.tuple(...Array.from({ length: count }, (_, index) => stepShape(count, index))),
      trigger: fc.constantFrom(commentTrigger, dmTrigger),
      start: fc.oneof(
        { weight: 8, arbitrary: fc.constant(0) },
        { weight: 2, arbitrary: fc.integer({ min: 0, max: count - 1 }) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
    })
    .map(({ shapes, trigger, start }) => ({
      trigger,
      flow: {
        start: start === null ? null : idOf(start),
        steps: Object.fromEntries(shapes.map((shape, index) => [idOf(index), shape(idOf(index))])),
        layout: {},
      },
    })),
)
