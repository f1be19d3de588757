import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assembleThreads, type ThreadSources } from '@/server/chat/threads'

const T = Date.UTC(2026, 10, 22, 10)
const MIN = 60_000

function sources(patch: Partial<ThreadSources> = {}): ThreadSources {
  return {
    inbound: [],
    seen: [],
    sent: [],
    sends: [],
    automatedBy: new Map(),
    readAt: new Map(),
    accounts: new Map([['acc1', 'cafe.aurora']]),
    people: new Map([['p1', { username: 'ana.souza', avatarUrl: 'data:,' }]]),
    states: new Map(),
    tags: new Map(),
    members: new Map(),
    ...patch,
  }
}

describe('thread assembly', () => {
  it('names the member who sent each hand reply, the thread’s assignee, status and the contact’s tags', () => {
    const [thread] = assembleThreads(
      sources({
        inbound: [{ accountId: 'acc1', contactId: 'p1', id: 'm1', text: 'Hi', at: T }],
        sent: [{ id: 'out1', accountId: 'acc1', contactId: 'p1', text: 'Hello!', at: T + MIN }],
        sends: [
          {
            id: 's1',
            accountId: 'acc1',
            contactId: 'p1',
            text: 'Hello!',
            at: T + MIN,
            messageId: 'out1',
            failure: null,
            sentBy: 'u-bia',
          },
          {
            id: 's2',
            accountId: 'acc1',
            contactId: 'p1',
            text: 'Still there?',
            at: T + 2 * MIN,
            messageId: null,
            failure: { reason: 'temporary', graphCode: 2 },
            sentBy: 'u-gone',
          },
        ],
        states: new Map([['acc1:p1', { assigneeUid: 'u-bia', status: 'waiting' }]]),
        tags: new Map([['acc1:p1', ['vip']]]),
        members: new Map([['u-bia', { uid: 'u-bia', name: 'Bia Lima' }]]),
      }),
    )
    expect(thread!.summary).toMatchObject({
      assignee: { uid: 'u-bia', name: 'Bia Lima' },
      status: 'waiting',
      tags: ['vip'],
    })
    expect(thread!.messages.map((message) => [message.text, message.sentBy, message.automated])).toEqual([
      ['Hi', undefined, undefined],
      ['Hello!', { uid: 'u-bia', name: 'Bia Lima' }, undefined],
      // Someone who left the workspace is still named, by their id.
      ['Still there?', { uid: 'u-gone', name: 'u-gone' }, undefined],
    ])
  })

  it('puts the person’s DMs, automated and hand-written replies and failed sends in one thread, in time order', () => {
    const [thread, ...others] = assembleThreads(
      sources({
        inbound: [{ accountId: 'acc1', contactId: 'p1', id: 'm1', text: 'Hi, is the shop open?', at: T }],
        sent: [
          { id: 'out1', accountId: 'acc1', contactId: 'p1', text: 'Welcome!', at: T + MIN },
          { id: 'out2', accountId: 'acc1', contactId: 'p1', text: 'Yes, until 6 pm.', at: T + 3 * MIN },
        ],
        sends: [
          {
            id: 's1',
            accountId: 'acc1',
            contactId: 'p1',
            text: 'Yes, until 6 pm.',
            at: T + 3 * MIN,
            messageId: 'out2',
            failure: null,
          },
          {
            id: 's2',
            accountId: 'acc1',
            contactId: 'p1',
            text: 'See you!',
            at: T + 4 * MIN,
            messageId: null,
            failure: { reason: 'temporary', graphCode: 2 },
          },
        ],
        automatedBy: new Map([['out1', 'Welcome']]),
      }),
    )
    expect(others).toEqual([])
    expect(thread!.summary).toMatchObject({
      id: 'acc1:p1',
      accountUsername: 'cafe.aurora',
      contact: { id: 'p1', username: 'ana.souza' },
      unread: 1,
      lastInboundAt: new Date(T).toISOString(),
      lastMessage: { text: 'See you!', direction: 'out' },
    })
    expect(thread!.messages.map((message) => [message.text, message.status, message.automated])).toEqual([
      ['Hi, is the shop open?', undefined, undefined],
      ['Welcome!', 'delivered', { automationName: 'Welcome' }],
      ['Yes, until 6 pm.', 'delivered', undefined],
      ['See you!', 'failed', undefined],
    ])
  })

  it('marks as seen what a read receipt covers, and counts unread only after the last read', () => {
    const [thread] = assembleThreads(
      sources({
        inbound: [
          { accountId: 'acc1', contactId: 'p1', id: 'm1', text: 'one', at: T },
          { accountId: 'acc1', contactId: 'p1', id: 'm2', text: 'two', at: T + 5 * MIN },
        ],
        sent: [
          { id: 'o1', accountId: 'acc1', contactId: 'p1', text: 'a', at: T + MIN },
          { id: 'o2', accountId: 'acc1', contactId: 'p1', text: 'b', at: T + 6 * MIN },
        ],
        seen: [{ accountId: 'acc1', contactId: 'p1', at: T + 2 * MIN }],
        readAt: new Map([['acc1:p1', T + MIN]]),
      }),
    )
    expect(thread!.messages.filter((message) => message.direction === 'out').map((message) => message.status)).toEqual([
      'seen',
      'delivered',
    ])
    expect(thread!.summary.unread).toBe(1)
  })

  it('leaves out accounts the workspace does not hold, and counts a redelivered DM once', () => {
    const threads = assembleThreads(
      sources({
        inbound: [
          { accountId: 'acc1', contactId: 'p1', id: 'm1', text: 'hello', at: T },
          { accountId: 'acc1', contactId: 'p1', id: 'm1', text: 'hello', at: T },
          { accountId: 'other', contactId: 'p1', id: 'm9', text: 'not yours', at: T },
        ],
        sent: [{ id: 'o9', accountId: 'other', contactId: 'p1', text: 'not yours either', at: T }],
      }),
    )
    expect(threads.map((thread) => thread.summary.id)).toEqual(['acc1:p1'])
    expect(threads[0]!.messages).toHaveLength(1)
  })

  // Found by the property below: a repeated id in another thread made an empty thread.
  it('makes no empty thread for a message id already placed in another', () => {
    const threads = assembleThreads(
      sources({
        sent: [
          { id: 'X', accountId: 'acc1', contactId: 'p1', text: '', at: T },
          { id: 'X', accountId: 'acc1', contactId: 'p2', text: '', at: T },
        ],
      }),
    )
    expect(threads.map((thread) => [thread.summary.id, thread.messages.length])).toEqual([['acc1:p1', 1]])
  })

  it('keeps every message once, in one thread per account and person, ordered in time, newest thread first', () => {
    const item = fc.record({
      accountId: fc.constantFrom('acc1', 'acc2', 'gone'),
      contactId: fc.constantFrom('p1', 'p2', 'p3'),
      id: fc.string({ minLength: 1, maxLength: 4 }),
      text: fc.string(),
      at: fc.integer({ min: T, max: T + 1000 * MIN }),
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.array(item, { maxLength: 30 }), (inbound, sent) => {
        const accounts = new Map([
          ['acc1', 'one'],
          ['acc2', 'two'],
        ])
        const threads = assembleThreads(sources({ inbound, sent, accounts }))
        const held = (list: typeof inbound, prefix: string) =>
          new Set(list.filter((entry) => accounts.has(entry.accountId)).map((entry) => `${prefix}${entry.id}`)).size
        const total = threads.reduce((sum, thread) => sum + thread.messages.length, 0)
        expect(total).toBe(held(inbound, 'in') + held(sent, 'out'))
        for (const thread of threads) {
          const times = thread.messages.map((message) => Date.parse(message.at))
          expect(times).toEqual([...times].sort((a, b) => a - b))
          expect(thread.summary.id).toBe(`${thread.summary.accountId}:${thread.summary.contact.id}`)
          expect(accounts.has(thread.summary.accountId)).toBe(true)
        }
        const lasts = threads.map((thread) => Date.parse(thread.summary.lastMessage!.at))
        expect(lasts).toEqual([...lasts].sort((a, b) => b - a))
      }),
    )
  })
})
