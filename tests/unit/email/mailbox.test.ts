import { describe, expect, it } from 'vitest'
import {
  applyAction,
  countsOf,
  inView,
  labelToggle,
  neighboursOf,
  parseRecipients,
  readToggle,
  type MailState,
} from '@/domain/email/model'

const mail = (patch: Partial<MailState>): MailState => ({
  id: 'm',
  folder: 'inbox',
  isDeleted: false,
  isRead: false,
  isStarred: false,
  labels: [],
  ...patch,
})

describe('the mailbox rules (docs/product.md, "Email")', () => {
  it('shows the trash alone in the trash, and starred and labels across folders', () => {
    const sentStarred = mail({ folder: 'sent', isStarred: true, labels: ['company'] })
    const trashed = mail({ isDeleted: true, isStarred: true, labels: ['company'] })
    expect(inView(sentStarred, { filter: 'starred' })).toBe(true)
    expect(inView(sentStarred, { label: 'company' })).toBe(true)
    expect(inView(trashed, { filter: 'starred' })).toBe(false)
    expect(inView(trashed, { label: 'company' })).toBe(false)
    expect(inView(trashed, { filter: 'trash' })).toBe(true)
    expect(inView(trashed, { filter: 'inbox' })).toBe(false)
  })

  it('counts unread inbox and spam, and every draft, never the trash', () => {
    const counts = countsOf([
      mail({}),
      mail({ isRead: true }),
      mail({ folder: 'spam' }),
      mail({ folder: 'draft', isRead: true }),
      mail({ isDeleted: true }),
    ])
    expect(counts).toEqual({ inbox: 1, draft: 1, spam: 1 })
  })

  it('moves only received mail between inbox and spam, and says when an action changes nothing', () => {
    expect(applyAction(mail({ folder: 'sent' }), { kind: 'move', folder: 'spam' })).toBeNull()
    expect(applyAction(mail({}), { kind: 'move', folder: 'spam' })).toMatchObject({ folder: 'spam' })
    // Moving a trashed message out of spam takes it out of the trash too.
    expect(applyAction(mail({ folder: 'spam', isDeleted: true }), { kind: 'move', folder: 'inbox' })).toMatchObject({
      folder: 'inbox',
      isDeleted: false,
    })
    expect(applyAction(mail({ isRead: true }), { kind: 'read', value: true })).toBeNull()
    expect(applyAction(mail({}), { kind: 'restore' })).toBeNull()
  })

  it('keeps labels in their order and toggles them for a selection as a whole', () => {
    const labelled = applyAction(mail({ labels: ['private'] }), { kind: 'label', label: 'personal', value: true })
    expect(labelled!.labels).toEqual(['personal', 'private'])
    const selection = [mail({ labels: ['personal'] }), mail({ labels: [] })]
    expect(labelToggle(selection, 'personal')).toEqual({ kind: 'label', label: 'personal', value: true })
    expect(labelToggle([selection[0]!], 'personal')).toMatchObject({ value: false })
    expect(readToggle([mail({ isRead: true }), mail({})])).toEqual({ kind: 'read', value: true })
    expect(readToggle([mail({ isRead: true })])).toEqual({ kind: 'read', value: false })
  })

  it('reads the recipients field as people type it, and names the first piece that is not an address', () => {
    expect(parseRecipients(' Ana@Example.com, bo@example.com; ana@example.com ')).toEqual({
      ok: true,
      emails: ['ana@example.com', 'bo@example.com'],
    })
    expect(parseRecipients('ana@example.com, bruno')).toEqual({ ok: false, invalid: 'bruno' })
    expect(parseRecipients('')).toEqual({ ok: true, emails: [] })
  })

  it('finds the previous and next message of the list', () => {
    expect(neighboursOf(['a', 'b', 'c'], 'a')).toEqual({ previous: null, next: 'b' })
    expect(neighboursOf(['a', 'b', 'c'], 'c')).toEqual({ previous: 'b', next: null })
    expect(neighboursOf(['a'], 'z')).toEqual({ previous: null, next: null })
  })
})
