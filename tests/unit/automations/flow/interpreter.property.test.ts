import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { resume, start } from '@/domain/automations/flow/interpreter'
import type { FlowGraph } from '@/domain/automations/flow/model'
import {
  DEFAULT_FLOW_RULES,
  type FlowComment,
  type FlowFacts,
  type FlowInput,
  type FlowResult,
  type FlowSession,
  type PublishedFlow,
} from '@/domain/automations/flow/session'
import { FLOW_LIMITS } from '@/domain/automations/flow/model'
import { DAY, HOUR, NOW } from './interpreterFixtures'
import { FIELDS, MEDIA, flowGraph, tappableOptions } from './flowArbitraries'

/**
 * Whatever the flow and whatever the person does (replies, taps, timers, redeliveries, time
 * passing), Meta's rules hold on every path, each input acts once, a call's work is bounded and a
 * session stays on the version it started on.
 */
type Command =
  | { type: 'reply'; text: string }
  | { type: 'tap'; pick: number }
  | { type: 'timer'; pick: number }
  | { type: 'redeliver'; pick: number }
  | { type: 'advance'; ms: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('reply' as const),
    text: fc.constantFrom('price please', 'menu', 'a@b.co', '+33612345678', '12', 'nope', ''),
  }),
  fc.record({ type: fc.constant('tap' as const), pick: fc.nat() }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant('timer' as const), pick: fc.nat() }) },
  fc.record({ type: fc.constant('redeliver' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('advance' as const), ms: fc.constantFrom(60_000, HOUR, 23 * HOUR, 2 * DAY, 8 * DAY) }),
)

const scenario = fc.record({
  graph: flowGraph,
  comment: fc.option(
    fc.record({
      id: fc.constant('c1'),
      at: fc.constantFrom(NOW, NOW - 6 * DAY, NOW - 8 * DAY),
      mediaId: fc.constantFrom(...MEDIA),
      topLevel: fc.boolean(),
      live: fc.boolean(),
    }),
    { nil: undefined },
  ),
  lastInboundAgo: fc.option(fc.constantFrom(0, HOUR, 25 * HOUR), { nil: undefined }),
  follows: fc.boolean(),
  followsKnown: fc.boolean(),
  claimedBefore: fc.boolean(),
  randoms: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 8 }),
  commands: fc.array(command, { maxLength: 25 }),
})

const EFFECTS_PER_CALL_MAX = (DEFAULT_FLOW_RULES.stepsPerCall + 2) * (FLOW_LIMITS.messagesPerStepMax + 1)

describe('flow interpreter properties', () => {
  it('keeps Meta’s rules, acts once per input, bounds each call and never changes version', () => {
    fc.assert(
      fc.property(scenario, (world) => {
        const flow: PublishedFlow = { automationId: 'auto-1', version: 3, graph: world.graph }
        let now = NOW
        let lastInboundAt = world.lastInboundAgo === undefined ? undefined : NOW - world.lastInboundAgo
        const tags = new Set<string>()
        const fields: Record<string, string> = {}
        const claimed = new Set<string>(world.claimedBefore && world.comment ? [world.comment.id] : [])
        let follows: boolean | undefined = world.followsKnown ? world.follows : undefined
        let draw = 0
        const random = () => world.randoms[draw++ % world.randoms.length]!
        const sendKeys = new Set<string>()
        const timers: string[] = []
        const handled: { input: FlowInput; runId: string }[] = []
        let session: FlowSession | null = null
        let runs = 0

        const factsNow = (comment: FlowComment | undefined): FlowFacts => ({
          now,
          random,
          contact: { username: 'maria', tags: [...tags], fields: { ...fields }, lastInboundAt },
          follows,
          privateReplyClaimed: comment ? claimed.has(comment.id) : false,
          timeZone: 'Europe/Paris',
        })

        /** Calls the interpreter as the engine would (looking a missing fact up) and checks the result. */
        const call = (inbound: boolean, comment: FlowComment | undefined, act: (facts: FlowFacts) => FlowResult) => {
          const windowOpen = inbound || (lastInboundAt !== undefined && now - lastInboundAt <= DAY)
          let result = act(factsNow(comment))
          if (result.kind === 'needs') {
            expect(result.fact).toBe('follows')
            follows = world.follows
            result = act(factsNow(comment))
          }
          expect(result.kind).not.toBe('needs')
          if (result.kind !== 'ran') return result
          if (inbound) lastInboundAt = now
          expect(result.effects.length).toBeLessThanOrEqual(EFFECTS_PER_CALL_MAX)
          for (const effect of result.effects) {
            switch (effect.kind) {
              case 'send':
                expect(sendKeys.has(effect.key)).toBe(false)
                sendKeys.add(effect.key)
                if (effect.channel === 'message') expect(windowOpen).toBe(true)
                else {
                  expect(comment).toBeDefined()
                  expect(effect.commentId).toBe(comment!.id)
                  expect(claimed.has(effect.commentId!)).toBe(false)
                  expect(now - comment!.at).toBeLessThanOrEqual(7 * DAY)
                  claimed.add(effect.commentId!)
                }
                break
              case 'public-reply':
                // Replies to replies are allowed (under the top-level comment); a live video's comments take none.
                expect(comment).toBeDefined()
                expect(comment!.live).toBe(false)
                expect(sendKeys.has(effect.key)).toBe(false)
                sendKeys.add(effect.key)
                break
              case 'tag':
                if (effect.action === 'add') tags.add(effect.tag)
                else tags.delete(effect.tag)
                break
              case 'set-field':
                expect(FIELDS).toContain(effect.field)
                fields[effect.field] = effect.value
                break
              case 'schedule':
                expect(effect.at).toBeGreaterThanOrEqual(now)
                timers.push(effect.key)
                break
              default:
                break
            }
          }
          if (result.session) {
            expect(result.session.version).toBe(flow.version)
            expect(result.session.automationId).toBe(flow.automationId)
            expect(result.session.comment).toEqual(comment)
          }
          return result
        }

        const begin = (tap: string | undefined) => {
          runs += 1
          const comment = tap === undefined ? world.comment : undefined
          const context = {
            runId: `run-${runs}`,
            accountId: 'acct',
            contactId: 'p1',
            comment,
            key: `start-${runs}`,
            tap,
          }
          const result = call(tap !== undefined, comment, (facts) => start(flow, context, facts))
          if (result.kind === 'ran') session = result.session
        }

        const deliver = (input: FlowInput) => {
          if (!session) {
            if (input.kind === 'tap') begin(input.optionId)
            return
          }
          const current: FlowSession = session
          // The same session on a newer version is refused: a contact stays on the version they started.
          expect(resume({ ...flow, version: flow.version + 1 }, current, input, factsNow(current.comment))).toEqual({
            kind: 'ignored',
            reason: 'wrong-version',
          })
          const wasHandled = handled.some((each) => each.input.key === input.key && each.runId === current.runId)
          const result = call(input.kind !== 'timer', current.comment, (facts) => resume(flow, current, input, facts))
          if (wasHandled) expect(result).toEqual({ kind: 'ignored', reason: 'duplicate-input' })
          if (result.kind === 'ran') {
            handled.push({ input, runId: current.runId })
            session = result.session
          }
        }

        begin(undefined)
        const options = tappableOptions(world.graph)
        world.commands.forEach((each, index) => {
          switch (each.type) {
            case 'reply':
              return deliver({ kind: 'reply', key: `dm-${index}`, text: each.text })
            case 'tap':
              return deliver({
                kind: 'tap',
                key: `tap-${index}`,
                optionId: options[each.pick % (options.length + 1)] ?? 'gone',
              })
            case 'timer': {
              const wait = session?.wait
              const key =
                wait && 'key' in wait && each.pick % 3 !== 0 ? wait.key : timers[each.pick % Math.max(1, timers.length)]
              if (key === undefined) return
              if (wait && 'key' in wait && wait.key === key) now = Math.max(now, wait.until)
              return deliver({ kind: 'timer', key })
            }
            case 'redeliver': {
              const previous = handled[each.pick % Math.max(1, handled.length)]
              if (previous) deliver(previous.input)
              return
            }
            case 'advance':
              now += each.ms
              return
          }
        })
      }),
      { numRuns: 300 },
    )
  })
})

// Keeps the generator honest: it makes flows of every kind of step.
describe('the random flow generator', () => {
  it('makes every kind of step', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(flowGraph, (graph: FlowGraph) => {
        for (const step of Object.values(graph.steps)) kinds.add(step.kind)
      }),
      { numRuns: 300 },
    )
    expect(kinds.size).toBe(12)
  })
})
