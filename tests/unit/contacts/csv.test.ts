import { describe, expect, it } from 'vitest'
import type { ContactSummary } from '@/domain/contacts/apiTypes'
import { contactsToCsv, readContactsCsv } from '@/domain/contacts/csv'

const ACCOUNTS = [{ accountId: '9001', username: 'cafe.aurora' }]
const DEFINITIONS = [
  { key: 'email', type: 'email' as const },
  { key: 'phone', type: 'phone' as const },
  { key: 'tags', type: 'text' as const },
]

function contact(overrides: Partial<ContactSummary>): ContactSummary {
  return {
    id: '9001-1',
    accountId: '9001',
    accountUsername: 'cafe.aurora',
    contactId: '1',
    username: 'ana.silva',
    source: 'post',
    firstInteractionAt: Date.UTC(2026, 10, 1, 9),
    lastInteractionAt: Date.UTC(2026, 10, 2, 18, 30),
    tags: ['vip', 'lead'],
    fields: {},
    optedOut: false,
    ...overrides,
  }
}

describe('contacts as CSV', () => {
  it('reads back what it writes: quotes, commas, new lines, formulas, a field named like a column', () => {
    const contacts = [
      contact({
        fields: { email: 'ana@example.com', phone: '+33 6 12 34 56 78', note: 'said "hi", then\nleft', tags: '=1+1' },
      }),
      contact({ id: '9001-2', contactId: '2', username: null, source: null, tags: [], optedOut: true }),
    ]
    const csv = contactsToCsv(contacts, ['email', 'phone', 'note', 'tags'])
    expect(csv.split('\r\n')[0]).toBe(
      'account,igsid,username,source,first_interaction,last_interaction,tags,opted_out,email,phone,note,field:tags',
    )
    expect(csv).toContain('"said ""hi"", then\nleft"')
    expect(csv).toContain(`"'+33 6 12 34 56 78"`)
    const { preview, contacts: read } = readContactsCsv(csv, {
      accounts: ACCOUNTS,
      definitions: DEFINITIONS,
      existing: new Set(),
    })
    expect(preview).toMatchObject({ missingColumns: [], valid: 2 })
    expect(read).toEqual(
      contacts.map(({ id: _id, accountUsername: _account, optedOut, ...rest }) => ({ ...rest, optedOut })),
    )
  })

  it('says what is wrong with each row before anything is written', () => {
    const csv = [
      'account,igsid,username,email,birthday',
      'cafe.aurora,11,ana,ana@example.com,2026-02-30',
      'unknown.shop,12,bia,,',
      'cafe.aurora,11,ana again,,',
      'cafe.aurora,,nobody,not-an-email,',
      '@CAFE.AURORA,13,caio,,',
    ].join('\n')
    const { preview } = readContactsCsv(csv, {
      accounts: ACCOUNTS,
      definitions: [...DEFINITIONS, { key: 'birthday', type: 'date' }],
      existing: new Set(['9001-13']),
    })
    expect(preview.rows.map((row) => [row.row, row.action, row.problems])).toEqual([
      [1, 'create', [{ code: 'bad-field', field: 'birthday', reason: 'not-a-date' }]],
      [2, 'create', [{ code: 'unknown-account', value: 'unknown.shop' }]],
      [3, 'create', [{ code: 'duplicate', row: 1 }]],
      [4, 'create', [{ code: 'missing-id' }, { code: 'bad-field', field: 'email', reason: 'not-an-email' }]],
      [5, 'update', []],
    ])
    expect(preview.valid).toBe(1)
  })

  it('names the columns a file lacks', () => {
    const { preview } = readContactsCsv('name,email\nAna,ana@example.com\n', {
      accounts: ACCOUNTS,
      definitions: [],
      existing: new Set(),
    })
    expect(preview).toEqual({ missingColumns: ['account', 'igsid'], rows: [], valid: 0 })
  })
})
