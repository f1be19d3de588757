import { describe, expect, it } from 'vitest'
import { parseWebhookPayload } from '@/domain/instagram/webhookParser'
import { AutomationEngine } from '@/server/automations/engine'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { ACCOUNT, PERSON, T0, automation, fakeClient, fakeClock, message } from '../automations/fixtures'

/** Meta's handover protocol: while another app holds the thread, its items arrive under `standby`. */
const standbyBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: T0,
      standby: [
        {
          sender: { id: PERSON },
          recipient: { id: ACCOUNT },
          timestamp: T0,
          message: { mid: 'm-standby-1', text: 'price?' },
        },
        { sender: { id: PERSON }, recipient: { id: ACCOUNT }, timestamp: T0 + 1, postback: { title: 'Menu' } },
      ],
    },
  ],
}

describe('standby events', () => {
  it('are parsed as their own kind, a tap there without its payload', () => {
    const parsed = parseWebhookPayload(standbyBody)
    expect(parsed).toMatchObject({
      ok: true,
      skipped: [],
      events: [
        { kind: 'standby', what: 'message', text: 'price?', senderId: PERSON, dedupeKey: 'standby:m-standby-1' },
        { kind: 'standby', what: 'postback', senderId: PERSON, timestamp: T0 + 1 },
      ],
    })
  })

  it('are never acted on, only remembered for the inbox', async () => {
    const clock = fakeClock()
    const store = new InMemoryAutomationStore()
    const { client, calls } = fakeClient(clock.now)
    const engine = new AutomationEngine({ store, client, now: clock.now })
    engine.setAutomations([
      automation({ kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } }, [
        { kind: 'send-dm', message: message('From 10 €') },
      ]),
      automation({ kind: 'welcome' }, [{ kind: 'send-dm', message: message('Welcome!') }]),
    ])
    const parsed = parseWebhookPayload(standbyBody)
    if (!parsed.ok) throw new Error('not parsed')
    const outcomes = await engine.handleEvents(parsed.events)
    expect(outcomes.map((outcome) => [outcome.ignored, outcome.runs])).toEqual([
      [true, []],
      [true, []],
    ])
    expect(calls).toEqual([])
    expect(store.getContact(ACCOUNT, PERSON)).toMatchObject({ standbyAt: T0 + 1 })
    expect(store.getContact(ACCOUNT, PERSON)?.lastInboundAt).toBeUndefined()
  })
})
