import { describe, expect, it } from 'vitest'
import type { Automation } from '@/domain/automations/model'
import { AutomationEngine } from '@/server/automations/engine'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { ACCOUNT, automation, dm, fakeClient, fakeClock } from './fixtures'
import { flowOf, send, text } from './flow/flowSteps'

const CUSTOMER = '6700000000000101'
const STRANGER = '6700000000000102'

/** Answers "hello" with a welcome back for the customers segment, and a first hello for everyone else. */
function branchingOnCustomers(): Automation {
  const base = automation({ kind: 'dm-keyword', keywords: { keywords: ['hello'], mode: 'contains' } }, [])
  return {
    ...base,
    flow: flowOf(
      {
        id: 'check',
        kind: 'condition',
        condition: { kind: 'in-segment', segmentId: 'segment-customers' },
        then: 'back',
        otherwise: 'first',
      },
      send('back', { messages: [text('Welcome back!')] }),
      send('first', { messages: [text('Nice to meet you!')] }),
    ),
  }
}

function setup() {
  const clock = fakeClock()
  const store = new InMemoryAutomationStore()
  const { client, calls } = fakeClient(clock.now)
  const engine = new AutomationEngine({ store, client, now: clock.now, random: () => 0 })
  engine.setAutomations([branchingOnCustomers()])
  engine.setSegments([{ id: 'segment-customers', conditions: [{ kind: 'tag', tag: 'customer', has: true }] }])
  store.putContact({ accountId: ACCOUNT, contactId: CUSTOMER, tags: ['customer'] })
  const sentTo = (person: string) =>
    calls.flatMap((call) =>
      call.method === 'sendMessage' && call.recipientId === person && 'text' in call.message ? [call.message.text] : [],
    )
  return { engine, sentTo }
}

describe('a flow branching on a contact segment', () => {
  it('sends the segment’s branch to a person whose tag puts them in it, and the other to anyone else', async () => {
    const { engine, sentTo } = setup()
    await engine.handleEvent(dm({ senderId: CUSTOMER, text: 'hello' }))
    await engine.handleEvent(dm({ senderId: STRANGER, text: 'hello' }))
    expect(sentTo(CUSTOMER)).toEqual(['Welcome back!'])
    expect(sentTo(STRANGER)).toEqual(['Nice to meet you!'])
  })

  it('sends the other branch once the segment is deleted', async () => {
    const { engine, sentTo } = setup()
    engine.setSegments([])
    await engine.handleEvent(dm({ senderId: CUSTOMER, text: 'hello' }))
    expect(sentTo(CUSTOMER)).toEqual(['Nice to meet you!'])
  })
})
