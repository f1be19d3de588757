import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SendResult } from '@/domain/automations/client'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { InstagramEvent } from '@/domain/instagram/events'
import { DAY_MS, HOUR_MS } from '@/server/automations/policy'
import { engineWorld, flowAutomations, type EngineCommand } from './engineHarness'
import { ACCOUNT, comment, dm, graphError, postback, type ClientCall } from './fixtures'
import { flowGraph } from './flow/flowArbitraries'

/**
 * Random flows for random people who write stop and start words, while the team replies by hand
 * (which pauses automations for the person, for a while or until resumed) and time passes: what
 * the Send API receives never goes to a person who opted out, or whose conversation the team
 * holds, whatever was queued or waiting for them before.
 */
const PEOPLE = ['p1', 'p2', 'p3']
const STOP_WORDS = ['STOP', 'Arrêt', 'إلغاء', 'parar', 'sair!']
const START_WORDS = ['start', 'DÉMARRER', 'ابدأ', 'Começar']

type Command =
  | { type: 'comment'; person: string; commentId: string }
  | { type: 'reply'; person: string; text: string }
  | { type: 'tap'; person: string; pick: number }
  | { type: 'human-reply'; person: string; minutes: number | null }
  | { type: 'resume'; person: string }
  | Exclude<EngineCommand, { type: 'redeliver' }>

const person = fc.constantFrom(...PEOPLE)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('comment' as const), person, commentId: fc.constantFrom('c1', 'c2', 'c3', 'c4') }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('reply' as const),
      person,
      text: fc.constantFrom('price please', 'menu', 'a@b.co', '12', 'nope', ...STOP_WORDS, ...START_WORDS),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('tap' as const), person, pick: fc.nat() }) },
  fc.record({
    type: fc.constant('human-reply' as const),
    person,
    minutes: fc.constantFrom(null, 30, 120, 24 * 60),
  }),
  fc.record({ type: fc.constant('resume' as const), person }),
  fc.record({ type: fc.constant('advance' as const), ms: fc.constantFrom(60_000, HOUR_MS, 5 * HOUR_MS, DAY_MS) }),
  fc.record({ type: fc.constant('drain' as const) }),
  fc.record({ type: fc.constant('restart' as const) }),
)

const response: fc.Arbitrary<SendResult> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<SendResult>({ ok: true, id: 'm_ok' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(2, 4, 613).map((code): SendResult => ({ ok: false, error: graphError(code) })),
  },
)

/** The payloads of the buttons and quick replies sent to a person: what they can tap. */
function tappable(calls: readonly ClientCall[], recipient: string): string[] {
  const payloads: string[] = []
  for (const call of calls) {
    if (call.method !== 'sendMessage' || call.recipientId !== recipient) continue
    const message = call.message
    payloads.push(...(message.quickReplies ?? []).map((reply) => reply.payload))
    if ('buttons' in message)
      for (const button of message.buttons ?? []) if (button.type === 'postback') payloads.push(button.payload)
  }
  return payloads
}

/** What the test knows of each person: opted out or not, and until when the team holds them. */
interface PersonModel {
  optedOut: boolean
  /** Automations may reach them again from this time on; Infinity: until resumed. */
  pausedUntil: number
}

async function play(graphs: FlowGraph[], commands: Command[], responses: SendResult[]) {
  const people = new Map<string, PersonModel>(PEOPLE.map((id) => [id, { optedOut: false, pausedUntil: -Infinity }]))
  const commenter = new Map<string, string>()
  const sentToOptedOut: string[] = []
  const sentWhilePaused: string[] = []
  const taggedAutomated: string[] = []
  const world = engineWorld({
    automations: () => flowAutomations(graphs),
    answers: responses,
    random: () => 0.4,
    follows: (contactId) => contactId === 'p2',
    onCall: (call) => {
      const to = call.method === 'sendMessage' ? call.recipientId : commenter.get(call.commentId)!
      const model = people.get(to)!
      if (model.optedOut) sentToOptedOut.push(`${call.method} to ${to} at ${call.at}`)
      if (call.at < model.pausedUntil) sentWhilePaused.push(`${call.method} to ${to} at ${call.at}`)
      // Meta's Human Agent tag is for replies people write: an automated send never carries it.
      if ((call as { tag?: string }).tag !== undefined) taggedAutomated.push(`${call.method} to ${to}`)
    },
  })
  // What was due before the event went first: what the event changes holds from the event on.
  const deliver = async (event: InstagramEvent, change?: () => void) => {
    await world.engine.drainQueue()
    change?.()
    await world.deliver(event)
  }

  for (const step of commands) {
    const now = world.clock.now()
    switch (step.type) {
      case 'comment': {
        const from = commenter.get(step.commentId) ?? step.person
        commenter.set(step.commentId, from)
        await deliver(comment({ commentId: step.commentId, fromId: from, text: 'menu please', timestamp: now }))
        break
      }
      case 'reply':
        await deliver(dm({ senderId: step.person, text: step.text, timestamp: now }), () => {
          const model = people.get(step.person)!
          if (STOP_WORDS.includes(step.text)) model.optedOut = true
          if (START_WORDS.includes(step.text)) model.optedOut = false
        })
        break
      case 'tap': {
        const options = tappable(world.calls, step.person)
        if (options.length === 0) break
        await deliver(
          postback({ senderId: step.person, payload: options[step.pick % options.length]!, timestamp: now }),
        )
        break
      }
      case 'human-reply': {
        await world.engine.drainQueue()
        const model = people.get(step.person)!
        const until = step.minutes === null ? Infinity : now + step.minutes * 60_000
        model.pausedUntil = now < model.pausedUntil ? Math.max(model.pausedUntil, until) : until
        await world.engine.pauseContact(ACCOUNT, step.person, step.minutes)
        break
      }
      case 'resume':
        await world.engine.resumeContact(ACCOUNT, step.person)
        people.get(step.person)!.pausedUntil = -Infinity
        break
      default:
        await world.play(step)
    }
  }
  await world.drainAll()
  const { store } = world
  return { sentToOptedOut, sentWhilePaused, taggedAutomated, store }
}

const arbitraries = [
  fc.array(flowGraph, { minLength: 1, maxLength: 2 }),
  fc.array(command, { minLength: 1, maxLength: 30 }),
  fc.array(response, { minLength: 1, maxLength: 10 }),
] as const

describe('automations hold back from a person', () => {
  it(
    'never send anything automated to a person who opted out, until they write a start word',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(...arbitraries, async (graphs, commands, responses) => {
          const { sentToOptedOut, store } = await play(graphs, commands, responses)
          expect(sentToOptedOut).toEqual([])
          // Whatever was planned for them says why it never went.
          for (const run of store.runs())
            for (const entry of run.actions)
              if (entry.status === 'queued') expect.fail(`run ${run.id} still has a queued entry`)
        }),
        { numRuns: 120 },
      )
    },
  )

  it(
    'pause after a reply by hand: nothing automated reaches the person until resumed or the pause ends, and nothing automated is tagged Human Agent',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(...arbitraries, async (graphs, commands, responses) => {
          const { sentWhilePaused, taggedAutomated } = await play(graphs, commands, responses)
          expect(sentWhilePaused).toEqual([])
          expect(taggedAutomated).toEqual([])
        }),
        { numRuns: 120 },
      )
    },
  )
})
