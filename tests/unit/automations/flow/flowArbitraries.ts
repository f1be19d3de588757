/** fast-check generators of valid flows: every step's outcomes lead to a step of the flow or end it. */
import fc from 'fast-check'
import {
  buttonsOf,
  FLOW_LIMITS,
  type CarouselCard,
  type FlowButton,
  type FlowCondition,
  type FlowGraph,
  type FlowMessage,
  type FlowStep,
  type StepId,
} from '@/domain/automations/flow/model'

export const REPLY_WORDS = ['price', 'menu']
export const TAGS = ['vip', 'lead']
export const FIELDS = ['email', 'code']
export const MEDIA = ['post-1', 'post-2']

type Target = fc.Arbitrary<StepId | null>

/** Buttons, quick replies and messages get their ids after generation, so every option id is unique. */
function buttons(target: Target, max: number): fc.Arbitrary<FlowButton[]> {
  const action = fc.oneof(
    target.map((next) => ({ kind: 'step' as const, next })),
    fc.constant({ kind: 'link' as const, url: 'https://example.com/menu' }),
  )
  return fc.array(fc.record({ id: fc.constant(''), title: fc.constantFrom('See', 'Yes', 'No'), action }), {
    maxLength: max,
  })
}

function message(target: Target): fc.Arbitrary<FlowMessage> {
  const card: fc.Arbitrary<CarouselCard> = fc.record({
    id: fc.constant(''),
    title: fc.constantFrom('Card {{username}}', 'Card'),
    subtitle: fc.constant('sub'),
    imageUrl: fc.constant('https://example.com/a.jpg'),
    buttons: buttons(target, 2),
  })
  return fc.oneof(
    fc.record({
      id: fc.constant(''),
      kind: fc.constant('text' as const),
      text: fc.constantFrom('Hi {{username}}', 'Your code: {{code}}', 'hello'),
      buttons: buttons(target, FLOW_LIMITS.buttonsMax),
    }),
    fc.record({
      id: fc.constant(''),
      kind: fc.constant('media' as const),
      mediaType: fc.constantFrom('image' as const, 'video' as const),
      url: fc.constant('https://example.com/v.mp4'),
    }),
    fc.record({
      id: fc.constant(''),
      kind: fc.constant('carousel' as const),
      cards: fc.array(card, { minLength: 1, maxLength: 3 }),
    }),
  )
}

const seconds = fc.constantFrom(0, 60, 3600, 23 * 3600, 24 * 3600)
const timeout = fc.constantFrom(60, 3600, 24 * 3600)

function condition(): fc.Arbitrary<FlowCondition> {
  return fc.oneof(
    fc.record({ kind: fc.constant('has-tag' as const), tag: fc.constantFrom(...TAGS) }),
    fc.record({
      kind: fc.constant('field' as const),
      field: fc.constantFrom(...FIELDS),
      test: fc.constantFrom('is-set' as const, 'equals' as const, 'contains' as const),
      value: fc.constantFrom('a@b.co', 'x'),
    }),
    fc.constant({ kind: 'follows-account' as const }),
    fc.record({
      kind: fc.constant('time-of-day' as const),
      from: fc.constantFrom('08:00' as const, '22:00' as const),
      to: fc.constantFrom('12:00' as const, '06:30' as const),
      timeZone: fc.constantFrom('UTC', 'America/Sao_Paulo', 'Asia/Tokyo', ''),
    }),
    fc.record({ kind: fc.constant('from-post' as const), mediaIds: fc.subarray(MEDIA) }),
  )
}

function step(id: StepId, target: Target): fc.Arbitrary<FlowStep> {
  const base = { id: fc.constant(id) }
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        ...base,
        kind: fc.constant('send' as const),
        channel: fc.constantFrom('private-reply' as const, 'message' as const),
        messages: fc.array(message(target), { minLength: 1, maxLength: 3 }),
        quickReplies: fc.array(fc.record({ id: fc.constant(''), title: fc.constantFrom('Yes', 'No'), next: target }), {
          maxLength: 3,
        }),
        next: target,
      }),
    },
    fc.record({
      ...base,
      kind: fc.constant('public-reply' as const),
      variants: fc.array(fc.constantFrom('Thanks {{username}}', 'Sent!', ' '), { minLength: 1, maxLength: 3 }),
      next: target,
    }),
    fc.record({ ...base, kind: fc.constant('wait' as const), seconds, next: target }),
    fc.record({
      ...base,
      kind: fc.constant('wait-reply' as const),
      routes: fc.array(
        fc.record({
          id: fc.constant(''),
          keywords: fc.record({
            keywords: fc.subarray(REPLY_WORDS, { minLength: 1 }),
            mode: fc.constantFrom('contains' as const, 'exact' as const),
          }),
          next: target,
        }),
        { maxLength: 2 },
      ),
      otherwise: target,
      timeoutSeconds: timeout,
      timeout: target,
    }),
    fc.record({
      ...base,
      kind: fc.constant('ask' as const),
      input: fc.constantFrom('email' as const, 'phone' as const, 'number' as const, 'text' as const),
      question: fc.constant('Your answer, {{username}}?'),
      retryText: fc.constant('Try again'),
      maxAttempts: fc.integer({ min: 1, max: FLOW_LIMITS.askAttemptsMax }),
      field: fc.constantFrom(...FIELDS),
      timeoutSeconds: timeout,
      next: target,
      failed: target,
      timeout: target,
    }),
    fc.record({
      ...base,
      kind: fc.constant('condition' as const),
      condition: condition(),
      then: target,
      otherwise: target,
    }),
    fc.record({
      ...base,
      kind: fc.constant('split' as const),
      branches: fc.array(
        fc.record({
          id: fc.constant(''),
          label: fc.constant(''),
          weight: fc.integer({ min: 0, max: 5 }),
          next: target,
        }),
        { minLength: FLOW_LIMITS.splitBranchesMin, maxLength: FLOW_LIMITS.splitBranchesMax },
      ),
    }),
    fc.record({
      ...base,
      kind: fc.constant('tag' as const),
      action: fc.constantFrom('add' as const, 'remove' as const),
      tag: fc.constantFrom(...TAGS),
      next: target,
    }),
    fc.record({
      ...base,
      kind: fc.constant('set-field' as const),
      field: fc.constantFrom(...FIELDS),
      value: fc.constantFrom('x', '{{username}}'),
      next: target,
    }),
    fc.record({ ...base, kind: fc.constant('handover' as const), note: fc.constant('over to you') }),
    fc.record({ ...base, kind: fc.constant('goto-flow' as const), automationId: fc.constant('auto-other') }),
    fc.record({ ...base, kind: fc.constant('end' as const) }),
  )
}

/** Gives every message, button, quick reply, route and branch of the step an id unique in the flow. */
function named(step: FlowStep): FlowStep {
  const id = (suffix: string) => `${step.id}-${suffix}`
  switch (step.kind) {
    case 'send':
      return {
        ...step,
        messages: step.messages.map((message, m) => {
          const nameButtons = (list: FlowButton[], prefix: string) =>
            list.map((button, b) => ({ ...button, id: id(`${prefix}b${b}`) }))
          if (message.kind === 'text')
            return { ...message, id: id(`m${m}`), buttons: nameButtons(message.buttons, `m${m}`) }
          if (message.kind === 'carousel')
            return {
              ...message,
              id: id(`m${m}`),
              cards: message.cards.map((card, c) => ({
                ...card,
                id: id(`m${m}c${c}`),
                buttons: nameButtons(card.buttons, `m${m}c${c}`),
              })),
            }
          return { ...message, id: id(`m${m}`) }
        }),
        quickReplies: step.quickReplies.map((reply, q) => ({ ...reply, id: id(`q${q}`) })),
      }
    case 'wait-reply':
      return { ...step, routes: step.routes.map((route, r) => ({ ...route, id: id(`r${r}`) })) }
    case 'split':
      return { ...step, branches: step.branches.map((branch, b) => ({ ...branch, id: id(`x${b}`), label: 'ABC'[b]! })) }
    default:
      return step
  }
}

/** A valid flow of one to six steps, loops and dead ends included. */
export const flowGraph: fc.Arbitrary<FlowGraph> = fc.integer({ min: 1, max: 6 }).chain((size) => {
  const ids = Array.from({ length: size }, (_, index) => `s${index + 1}`)
  const target: Target = fc.option(fc.constantFrom(...ids), { nil: null, freq: 4 })
  return fc.tuple(...ids.map((id) => step(id, target))).map((steps) => ({
    start: ids[0]!,
    steps: Object.fromEntries(steps.map((each) => [each.id, named(each)])),
    layout: Object.fromEntries(ids.map((id, index) => [id, { x: 0, y: index * 100 }])),
  }))
})

/** Ids of the options a tap on which comes back to the flow (links never do). */
export function tappableOptions(graph: FlowGraph): string[] {
  return Object.values(graph.steps).flatMap((each) =>
    each.kind === 'send'
      ? [
          ...each.messages.flatMap((message) =>
            buttonsOf(message).flatMap((button) => (button.action.kind === 'step' ? [button.id] : [])),
          ),
          ...each.quickReplies.map((reply) => reply.id),
        ]
      : [],
  )
}
