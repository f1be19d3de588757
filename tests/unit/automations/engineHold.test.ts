import { describe, expect, it } from 'vitest'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { Automation } from '@/domain/automations/model'
import { AutomationEngine } from '@/server/automations/engine'
import { HOUR_MS } from '@/server/automations/policy'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { ACCOUNT, PERSON, automation, dm, fakeClient, fakeClock, message } from './fixtures'

function setup(automations: Automation[]) {
  const clock = fakeClock()
  const store = new InMemoryAutomationStore()
  const { client, calls } = fakeClient(clock.now)
  const engine = new AutomationEngine({ store, client, now: clock.now, random: () => 0 })
  engine.setAutomations(automations)
  return { clock, store, calls, engine }
}

const priceThenLater = automation({ kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } }, [
  { kind: 'send-dm', message: message('From 10 €') },
  { kind: 'delay', seconds: 1800 },
  { kind: 'send-dm', message: message('Still interested?') },
])
const anyMessage = automation({ kind: 'dm-keyword', keywords: { keywords: ['hello'], mode: 'contains' } }, [
  { kind: 'send-dm', message: message('Hello!') },
])

describe('a person who opts out', () => {
  it('stops every automation, including a wait already running, until they write START', async () => {
    const { engine, calls, clock, store } = setup([priceThenLater])
    await engine.handleEvent(dm({ text: 'price?' }))
    expect(calls).toHaveLength(1)

    clock.advance(60_000)
    const stop = await engine.handleEvent(dm({ text: 'Stop', timestamp: clock.now() }))
    expect(stop.runs).toEqual([])
    expect(store.getContact(ACCOUNT, PERSON)?.optedOutAt).toBe(clock.now())
    clock.advance(HOUR_MS)
    await engine.drainQueue()
    expect(calls).toHaveLength(1)
    const [run] = store.runs()
    expect(run!.actions.at(-1)).toMatchObject({ status: 'skipped', reason: 'opted-out' })

    const again = await engine.handleEvent(dm({ text: 'price please', timestamp: clock.now() }))
    expect(again.runs).toMatchObject([{ status: 'skipped', reason: 'opted-out' }])
    expect(calls).toHaveLength(1)

    await engine.handleEvent(dm({ text: 'START', timestamp: clock.now() }))
    expect(store.getContact(ACCOUNT, PERSON)?.optedOutAt).toBeUndefined()
    await engine.handleEvent(dm({ text: 'price please', timestamp: clock.now() }))
    expect(calls).toHaveLength(2)
  })

  it('not when they tap a quick reply whose title is a stop word: that answers the business’s question', async () => {
    const cancelOrder = automation({ kind: 'dm-keyword', keywords: { keywords: ['cancelar'], mode: 'exact' } }, [
      { kind: 'send-dm', message: message('Pedido cancelado.') },
    ])
    const { engine, calls, clock, store } = setup([anyMessage, cancelOrder])
    await engine.handleEvent(dm({ text: 'hello' }))

    clock.advance(60_000)
    const tap = await engine.handleEvent(
      dm({ text: 'Cancelar', quickReplyPayload: 'CANCEL_ORDER', timestamp: clock.now() }),
    )
    expect(store.getContact(ACCOUNT, PERSON)?.optedOutAt).toBeUndefined()
    expect(tap.runs).toMatchObject([{ automationId: cancelOrder.id, status: 'sent' }])

    clock.advance(60_000)
    await engine.handleEvent(dm({ text: 'Cancelar', timestamp: clock.now() }))
    expect(store.getContact(ACCOUNT, PERSON)?.optedOutAt).toBe(clock.now())
    expect(calls).toHaveLength(2)
  })
})

describe('the team taking a conversation over', () => {
  it('pauses automations for the person for the minutes given, then they answer again', async () => {
    const { engine, calls, clock } = setup([anyMessage])
    await engine.handleEvent(dm({ text: 'hello' }))
    await engine.pauseContact(ACCOUNT, PERSON, 30)
    const paused = await engine.handleEvent(dm({ text: 'hello again', timestamp: clock.now() }))
    expect(paused.runs).toMatchObject([{ status: 'skipped', reason: 'automations-paused' }])
    clock.advance(30 * 60_000)
    await engine.handleEvent(dm({ text: 'hello, again', timestamp: clock.now() }))
    expect(calls.map((call) => call.method)).toEqual(['sendMessage', 'sendMessage'])
  })

  it('until resumed when no minutes are set, skipping a wait that comes due meanwhile', async () => {
    const { engine, calls, clock, store } = setup([priceThenLater])
    await engine.handleEvent(dm({ text: 'price' }))
    await engine.pauseContact(ACCOUNT, PERSON, null)
    clock.advance(10 * HOUR_MS)
    await engine.drainQueue()
    expect(calls).toHaveLength(1)
    expect(store.runs()[0]!.actions.at(-1)).toMatchObject({ status: 'skipped', reason: 'automations-paused' })
    await engine.resumeContact(ACCOUNT, PERSON)
    await engine.handleEvent(dm({ text: 'price', timestamp: clock.now() }))
    expect(calls).toHaveLength(2)
  })

  it('a flow’s hand-over step pauses automations and marks the thread as needing a person', async () => {
    const flow: FlowGraph = {
      start: 's1',
      steps: {
        s1: {
          id: 's1',
          kind: 'send',
          channel: 'message',
          messages: [{ id: 'm1', kind: 'text', text: 'Someone will answer you', buttons: [] }],
          quickReplies: [],
          next: 's2',
        },
        s2: { id: 's2', kind: 'handover', note: 'Wants a refund' },
      },
      layout: {},
    }
    const refund = {
      ...automation({ kind: 'dm-keyword', keywords: { keywords: ['refund'], mode: 'contains' } }, []),
      flow,
    }
    const { engine, calls, clock, store } = setup([refund, anyMessage])
    await engine.handleEvent(dm({ text: 'refund' }))
    expect(calls.map((call) => call.method === 'sendMessage' && call.message)).toMatchObject([
      { text: 'Someone will answer you' },
    ])
    expect(store.getContact(ACCOUNT, PERSON)).toMatchObject({
      handedOverAt: clock.now(),
      automationsPausedAt: clock.now(),
    })
    clock.advance(HOUR_MS)
    const later = await engine.handleEvent(dm({ text: 'hello?', timestamp: clock.now() }))
    expect(later.runs).toMatchObject([{ status: 'skipped', reason: 'automations-paused' }])
    await engine.resumeContact(ACCOUNT, PERSON)
    expect(store.getContact(ACCOUNT, PERSON)?.handedOverAt).toBeUndefined()
  })
})
