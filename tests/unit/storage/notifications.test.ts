import { describe, expect, it } from 'vitest'
import type { DbEvent } from '@/server/storage/database'
import { changePayloads, parseChangeMessage } from '@/server/storage/postgres/notifications'

const heard = (payloads: string[]) => payloads.map((payload) => parseChangeMessage(payload)!)

describe('change notifications', () => {
  it('fit a small commit in one payload that reads back as it was sent', () => {
    const events: DbEvent[] = [
      { type: 'changed', changes: [{ resource: 'chat', owners: ['u1'] }] },
      { type: 'notice', notice: { id: 'n1', kind: 'collection-restored', collection: 'profiles' } },
    ]
    expect(heard(changePayloads('me', events))).toEqual([{ source: 'me', part: 0, events }])
  })

  it('split a long one under PostgreSQL’s limit, every owner of every resource still named', () => {
    const owners = Array.from({ length: 2000 }, (_, i) => `owner-${i}-${'x'.repeat(20)}`)
    const events: DbEvent[] = [
      {
        type: 'changed',
        changes: [
          { resource: 'chat', owners },
          { resource: 'webhooks', owners: null },
        ],
      },
    ]
    const payloads = changePayloads('me', events)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000)
    const messages = heard(payloads)
    // Distinct payloads: PostgreSQL folds identical ones sent in one transaction.
    expect(new Set(payloads).size).toBe(payloads.length)
    const changes = messages.flatMap((message) =>
      message.events.flatMap((event) => (event.type === 'changed' ? event.changes : [])),
    )
    expect(changes.filter((change) => change.resource === 'chat').flatMap((change) => change.owners)).toEqual(owners)
    expect(changes).toContainEqual({ resource: 'webhooks', owners: null })
  })

  it('widen to everyone a change whose owner is too long to send', () => {
    const events: DbEvent[] = [{ type: 'changed', changes: [{ resource: 'chat', owners: ['y'.repeat(9000)] }] }]
    expect(heard(changePayloads('me', events))[0]!.events).toEqual([
      { type: 'changed', changes: [{ resource: 'chat', owners: null }] },
    ])
  })

  it('ignore a payload this code does not understand', () => {
    expect(parseChangeMessage('not json')).toBeNull()
    expect(parseChangeMessage('{"events":[]}')).toBeNull()
  })
})
