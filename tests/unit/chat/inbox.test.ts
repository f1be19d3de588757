import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { THREAD_STATUSES } from '@/domain/chat/apiTypes'
import { mentionsIn, threadMatches, type FilterableThread } from '@/domain/chat/inbox'

const members = [
  { uid: 'u-ana', username: 'ana.souza' },
  { uid: 'u-bia', username: 'bia' },
  { uid: 'u-caio', username: 'caio_m' },
]

describe('mentions in a note', () => {
  it('finds each member mentioned by username, once, in the order they first appear', () => {
    expect(mentionsIn('@bia can you check? cc @ana.souza and @bia again', members)).toEqual(['u-bia', 'u-ana'])
  })

  it('reads a mention at the end of a sentence, in any case, next to punctuation and in Arabic text', () => {
    expect(mentionsIn('Thanks @Caio_M.', members)).toEqual(['u-caio'])
    expect(mentionsIn('(@bia), @ana.souza!', members)).toEqual(['u-bia', 'u-ana'])
    expect(mentionsIn('شكرا @bia على الرد', members)).toEqual(['u-bia'])
  })

  it('mentions nobody with an e-mail address, an unknown name or a bare @', () => {
    expect(mentionsIn('write to bia@cafe.com or @someone @ alone', members)).toEqual([])
  })

  it('only ever mentions members, and every member written as @username is found', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...members.map((m) => `@${m.username}`)), fc.string()), { maxLength: 8 }),
        (parts) => {
          const text = parts.join(' ')
          const found = mentionsIn(text, members)
          expect(found.every((uid) => members.some((member) => member.uid === uid))).toBe(true)
          expect(new Set(found).size).toBe(found.length)
          for (const member of members) if (parts.includes(`@${member.username}`)) expect(found).toContain(member.uid)
        },
      ),
    )
  })
})

describe('the inbox filters', () => {
  const thread = (patch: Partial<FilterableThread> = {}): FilterableThread => ({
    accountId: 'acc1',
    assigneeUid: null,
    status: 'open',
    tags: [],
    ...patch,
  })

  it('keeps the caller’s threads for "mine" and nobody’s for "unassigned"', () => {
    expect(threadMatches(thread({ assigneeUid: 'me' }), 'assignee', 'me', 'me')).toBe(true)
    expect(threadMatches(thread({ assigneeUid: 'other' }), 'assignee', 'me', 'me')).toBe(false)
    expect(threadMatches(thread(), 'assignee', 'me', 'me')).toBe(false)
    expect(threadMatches(thread(), 'assignee', 'none', 'me')).toBe(true)
    expect(threadMatches(thread({ assigneeUid: 'me' }), 'assignee', 'none', 'me')).toBe(false)
  })

  it('keeps a thread by its status, its contact’s tag and its account', () => {
    for (const status of THREAD_STATUSES)
      for (const wanted of THREAD_STATUSES)
        expect(threadMatches(thread({ status }), 'status', wanted, 'me')).toBe(status === wanted)
    expect(threadMatches(thread({ tags: ['vip', 'lead'] }), 'tag', 'lead', 'me')).toBe(true)
    expect(threadMatches(thread({ tags: ['vip'] }), 'tag', 'lead', 'me')).toBe(false)
    expect(threadMatches(thread(), 'account', 'acc1', 'me')).toBe(true)
    expect(threadMatches(thread(), 'account', 'acc2', 'me')).toBe(false)
  })
})
