import { describe, expect, it } from 'vitest'
import { AutomationEngine } from '@/server/automations/engine'
import { HOUR_MS } from '@/server/automations/policy'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { composeWebhookPayload, type ComposeInput } from '@/domain/instagram/webhookComposer'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'
import { ACCOUNT, PERSON, T0, automation, fakeClient, fakeClock, message } from './fixtures'

/** What the webhooks screen's simulator posts, parsed back the way the receiver reads it. */
function delivered(input: Partial<ComposeInput> & Pick<ComposeInput, 'kind' | 'text' | 'uniqueId'>) {
  const body = composeWebhookPayload({
    accountId: ACCOUNT,
    person: { id: PERSON, username: 'maria.silva' },
    now: T0,
    media: { id: '18000000000000001', mediaProductType: 'FEED' },
    ...input,
  })
  const parsed = parseWebhookBody(JSON.stringify(body))
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.events
}

describe('events delivered late (the simulator’s "Happened (hours ago)")', () => {
  it('carry the time the person acted, not the time of delivery', () => {
    const occurredAt = T0 - 25 * HOUR_MS
    expect(delivered({ kind: 'message', text: 'oi', uniqueId: '1', occurredAt })).toMatchObject([
      { kind: 'message', timestamp: occurredAt },
    ])
    expect(delivered({ kind: 'postback', text: 'Preços', uniqueId: '2', occurredAt })).toMatchObject([
      { kind: 'postback', timestamp: occurredAt },
    ])
    // Seconds precision: a comment change only has the entry's time.
    expect(delivered({ kind: 'comment', text: 'preço?', uniqueId: '3', occurredAt })).toMatchObject([
      { kind: 'comment', timestamp: occurredAt },
    ])
    expect(delivered({ kind: 'message', text: 'oi', uniqueId: '4' })).toMatchObject([{ timestamp: T0 }])
  })

  it('a DM written more than 24 hours ago cannot be answered; one written now can', async () => {
    const clock = fakeClock(T0)
    const { client, calls } = fakeClient(clock.now)
    const engine = new AutomationEngine({ store: new InMemoryAutomationStore(), client, now: clock.now })
    engine.setAutomations([
      automation({ kind: 'dm-keyword', keywords: { keywords: ['horario'], mode: 'contains' } }, [
        { kind: 'send-dm', message: message('Abrimos às 9h') },
      ]),
    ])

    const [late] = delivered({
      kind: 'message',
      text: 'Qual o horário?',
      uniqueId: '10',
      occurredAt: T0 - 25 * HOUR_MS,
    })
    const lateOutcome = await engine.handleEvent(late!)
    expect(lateOutcome.runs).toMatchObject([
      {
        status: 'skipped',
        reason: 'outside-24h-window',
        actions: [{ kind: 'send-dm', status: 'skipped', reason: 'outside-24h-window' }],
      },
    ])
    expect(calls).toEqual([])

    const [fresh] = delivered({ kind: 'message', text: 'E o horário hoje?', uniqueId: '11' })
    const freshOutcome = await engine.handleEvent(fresh!)
    expect(freshOutcome.runs).toMatchObject([{ status: 'sent' }])
    expect(calls).toMatchObject([{ method: 'sendMessage', recipientId: PERSON, message: { text: 'Abrimos às 9h' } }])
  })
})
