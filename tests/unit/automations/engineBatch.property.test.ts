import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { InstagramEvent } from '@/domain/instagram/events'
import type { SendResult } from '@/domain/automations/client'
import type { AutomationRun } from '@/domain/automations/runs'
import { AutomationEngine } from '@/server/automations/engine'
import { HOUR_MS, type EnginePolicy } from '@/server/automations/policy'
import { InMemoryAutomationStore } from '@/server/automations/store'
import {
  automation,
  comment,
  dm,
  echo,
  fakeClient,
  fakeClock,
  graphError,
  message,
  postback,
  storyMention,
  type ClientCall,
} from './fixtures'

/**
 * A burst of events handled together (`handleEvents`, different people's calls in flight at once)
 * decides as the same events handled one by one: the same runs, the same sends, each person's in
 * the same order, whatever order Instagram's answers come back in.
 */
const automations = [
  automation({ kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } }, [
    { kind: 'private-reply', message: message('here is the link') },
    { kind: 'public-reply', variants: ['sent!'] },
    { kind: 'send-dm', message: message('and a DM') },
  ]),
  automation({ kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } }, [
    { kind: 'send-dm', message: message('price-1') },
    { kind: 'delay', seconds: 60 },
    { kind: 'send-dm', message: message('price-2') },
    { kind: 'tag-contact', tag: 'lead' },
  ]),
  automation({ kind: 'welcome' }, [{ kind: 'send-dm', message: message('welcome') }], {
    priority: 5,
    stopAfterFirstMatch: true,
  }),
  automation({ kind: 'story-mention' }, [{ kind: 'send-dm', message: message('thanks') }]),
  automation({ kind: 'postback', payloads: ['MORE'] }, [{ kind: 'send-dm', message: message('more') }]),
]

const PEOPLE = ['p1', 'p2', 'p3', 'p4', 'p5']
type EventSpec =
  | { kind: 'comment'; person: string; commentId: string; text: string }
  | { kind: 'dm'; person: string; text: string; mid: string }
  | { kind: 'echo'; person: string }
  | { kind: 'story'; person: string; mid: string }
  | { kind: 'postback'; person: string; mid: string }
  | { kind: 'again'; pick: number }

const person = fc.constantFrom(...PEOPLE)
const mid = fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6')
const eventSpec: fc.Arbitrary<EventSpec> = fc.oneof(
  fc.record({
    kind: fc.constant('comment' as const),
    person,
    commentId: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'),
    text: fc.constantFrom('link please', 'nice'),
  }),
  fc.record({ kind: fc.constant('dm' as const), person, text: fc.constantFrom('hi', 'price?'), mid }),
  fc.record({ kind: fc.constant('echo' as const), person }),
  fc.record({ kind: fc.constant('story' as const), person, mid }),
  fc.record({ kind: fc.constant('postback' as const), person, mid }),
  fc.record({ kind: fc.constant('again' as const), pick: fc.nat() }),
)

/** The events the specs stand for at `now`; an id used twice is the same event (a redelivery). */
function eventsOf(specs: EventSpec[], now: number): InstagramEvent[] {
  const made: InstagramEvent[] = []
  const byId = new Map<string, InstagramEvent>()
  const once = (id: string, make: () => InstagramEvent) => {
    const event = byId.get(id) ?? make()
    byId.set(id, event)
    made.push(event)
  }
  for (const spec of specs) {
    switch (spec.kind) {
      case 'comment':
        once(`comment:${spec.commentId}`, () =>
          comment({ commentId: spec.commentId, fromId: spec.person, text: spec.text, timestamp: now }),
        )
        break
      case 'dm':
        once(`dm:${spec.person}:${spec.mid}`, () =>
          dm({ senderId: spec.person, text: spec.text, mid: `${spec.person}-${spec.mid}`, timestamp: now }),
        )
        break
      case 'echo':
        made.push(echo({ recipientId: spec.person, text: 'price link', timestamp: now }))
        break
      case 'story':
        once(`story:${spec.person}:${spec.mid}`, () =>
          storyMention({ senderId: spec.person, mid: `s-${spec.person}-${spec.mid}`, timestamp: now }),
        )
        break
      case 'postback':
        once(`postback:${spec.person}:${spec.mid}`, () =>
          postback({ senderId: spec.person, payload: 'MORE', mid: `pb-${spec.person}-${spec.mid}`, timestamp: now }),
        )
        break
      case 'again':
        if (made.length > 0) made.push(made[spec.pick % made.length]!)
    }
  }
  return made
}

/** Instagram's answer depends on the call alone (never on the order calls come in). */
function answer(call: ClientCall): SendResult {
  if (call.method === 'sendPrivateReply' && call.commentId === 'c3') return { ok: false, error: graphError(2) }
  if (call.method === 'sendMessage' && call.recipientId === 'p4') return { ok: false, error: graphError(10, 2534022) }
  return { ok: true, id: 'm_ok' }
}

/** What a run decided, without the ids and times that depend on the order runs were made in. */
function decided(run: AutomationRun) {
  return {
    automationId: run.automationId,
    eventKey: run.eventKey,
    status: run.status,
    reason: run.reason,
    actions: run.actions.map(({ kind, status, reason, attempts, text }) => ({ kind, status, reason, attempts, text })),
  }
}

function callKey(call: ClientCall): string {
  const { at: _at, ...rest } = call
  return JSON.stringify(rest)
}

function contactOf(call: ClientCall): string {
  return call.method === 'sendMessage' ? call.recipientId : call.commentId
}

async function runEngine(events: InstagramEvent[], policy: Partial<EnginePolicy>, batch: false): Promise<Outcome>
async function runEngine(
  events: InstagramEvent[],
  policy: Partial<EnginePolicy>,
  batch: true,
  delays: number[],
): Promise<Outcome>
async function runEngine(
  events: InstagramEvent[],
  policy: Partial<EnginePolicy>,
  batch: boolean,
  delays: number[] = [],
): Promise<Outcome> {
  const clock = fakeClock()
  let index = 0
  const { client, calls } = fakeClient(clock.now, async (call) => {
    // Answers come back in an order of their own: each after some turns of the event loop.
    const turns = delays[index++ % Math.max(1, delays.length)] ?? 0
    for (let turn = 0; turn < turns; turn++) await Promise.resolve()
    return answer(call)
  })
  const engine = new AutomationEngine({ store: new InMemoryAutomationStore(), client, now: clock.now, policy })
  engine.setAutomations(automations)
  const outcomes = batch
    ? await engine.handleEvents(events)
    : await events.reduce<Promise<Awaited<ReturnType<AutomationEngine['handleEvent']>>[]>>(
        async (done, event) => [...(await done), await engine.handleEvent(event)],
        Promise.resolve([]),
      )
  return { outcomes, calls }
}

interface Outcome {
  outcomes: Awaited<ReturnType<AutomationEngine['handleEvents']>>
  calls: ClientCall[]
}

describe('a burst of events handled together', () => {
  it('decides as the events handled one by one, whatever order the answers come back in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventSpec, { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 12 }),
        async (specs, delays) => {
          const events = eventsOf(specs, fakeClock().now())
          const one = await runEngine(events, {}, false)
          const together = await runEngine(events, {}, true, delays)
          expect(together.outcomes.map((outcome) => outcome.runs.map(decided))).toEqual(
            one.outcomes.map((outcome) => outcome.runs.map(decided)),
          )
          expect(together.outcomes.map(({ duplicate, ignored, stale }) => ({ duplicate, ignored, stale }))).toEqual(
            one.outcomes.map(({ duplicate, ignored, stale }) => ({ duplicate, ignored, stale })),
          )
          expect(together.calls.map(callKey).sort()).toEqual(one.calls.map(callKey).sort())
          for (const who of new Set(one.calls.map(contactOf)))
            expect(together.calls.filter((call) => contactOf(call) === who).map(callKey)).toEqual(
              one.calls.filter((call) => contactOf(call) === who).map(callKey),
            )
        },
      ),
    )
  })

  it('keeps the hour’s pace and one private reply per comment when the pace binds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventSpec, { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 12 }),
        async (specs, delays) => {
          const policy = { dmsPerHour: 3, privateRepliesPerHour: 2 }
          const { calls } = await runEngine(eventsOf(specs, fakeClock().now()), policy, true, delays)
          const inHour = (method: ClientCall['method']) =>
            calls.filter((call) => call.method === method && call.at < fakeClock().now() + HOUR_MS).length
          expect(inHour('sendPrivateReply')).toBeLessThanOrEqual(2)
          expect(inHour('sendMessage')).toBeLessThanOrEqual(3)
          const replied = calls.flatMap((call) => (call.method === 'sendPrivateReply' ? [call.commentId] : []))
          expect(new Set(replied).size).toBe(replied.length)
        },
      ),
    )
  })
})
