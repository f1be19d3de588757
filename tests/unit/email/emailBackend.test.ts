import { describe, expect, it } from 'vitest'
import type { Email, EmailSummary, MailPage, MailState, OpenedEmail } from '@/domain/email/model'
import type { FileRef } from '@/domain/files'
import { paragraphsDoc } from '@/domain/richText'
import { demoBackend } from '../automations/mockHarness'

type Refusal = { error: { code: string } }

/** `/api/email`, as the e-mail app calls it (docs/product.md, "Email"). */
describe('the mailbox in the mock backend', () => {
  const mock = demoBackend()
  const list = async (uid: string, query: string) =>
    (await mock.call<MailPage>(uid, 'GET', `/email/messages?${query}`)).json

  it('gives each workspace its own mailbox of about a hundred messages, addressed to it', async () => {
    const all = await list('admin', 'itemsPerPage=100')
    expect(all.total).toBeGreaterThanOrEqual(90)
    const inbox = await list('admin', 'filter=inbox&itemsPerPage=100')
    expect(inbox.items.every((email) => email.folder === 'inbox' && !email.isDeleted)).toBe(true)
    expect(inbox.items[0]!.to[0]!.email).toBe('admin@conversa.test')
    expect(inbox.counts.inbox).toBe(inbox.items.filter((email) => !email.isRead).length)
    // Newest first; the client's copy has other ids and is not changed by the admin.
    const times = inbox.items.map((email) => email.time)
    expect([...times].sort().reverse()).toEqual(times)
    const theirs = await list('client', 'filter=inbox&itemsPerPage=100')
    expect(theirs.items.some((email) => inbox.items.some((mine) => mine.id === email.id))).toBe(false)
    expect((await mock.call('client', 'GET', `/email/messages/${inbox.items[0]!.id}`)).status).toBe(404)
    // A label view, and a search over subjects and bodies.
    const important = await list('admin', 'label=important&itemsPerPage=100')
    expect(important.items.every((email) => email.labels.includes('important'))).toBe(true)
    const found = await list('admin', 'q=call%20sheet')
    expect(found.items.map((email) => email.subject)).toEqual(['Reel shoot on Thursday: call sheet'])
    expect((await mock.call('admin', 'GET', '/email/messages?filter=archive')).status).toBe(400)
  })

  it('moves to trash and back, and deletes for good only from the trash', async () => {
    const [first, second] = (await list('admin', 'filter=inbox')).items as [EmailSummary, EmailSummary]
    const trashed = await mock.call<{ before: MailState[] }>('admin', 'POST', '/email/messages/actions', {
      ids: [first.id, second.id],
      action: { kind: 'trash' },
    })
    expect(trashed.json.before.map((state) => state.isDeleted)).toEqual([false, false])
    expect((await list('admin', 'filter=trash')).items.map((email) => email.id)).toContain(first.id)
    // Undo puts the flags back as they were.
    await mock.call('admin', 'PUT', '/email/messages/states', { states: trashed.json.before })
    expect((await list('admin', 'filter=trash')).items.map((email) => email.id)).not.toContain(first.id)
    // Undo cannot turn received mail into one's own.
    const forged = { ...trashed.json.before[0]!, folder: 'sent' }
    expect((await mock.call('admin', 'PUT', '/email/messages/states', { states: [forged] })).status).toBe(422)
    // Deleting for good asks for the trash.
    const notTrash = await mock.call<Refusal>('admin', 'POST', '/email/messages/delete', { ids: [first.id] })
    expect([notTrash.status, notTrash.json.error.code]).toEqual([409, 'email/not-in-trash'])
    await mock.call('admin', 'POST', '/email/messages/actions', { ids: [first.id], action: { kind: 'trash' } })
    expect((await mock.call('admin', 'POST', '/email/messages/delete', { ids: [first.id] })).status).toBe(200)
    expect((await mock.call('admin', 'GET', `/email/messages/${first.id}`)).status).toBe(404)
    // Another workspace's message is not found, whatever the action.
    const client = (await list('client', 'filter=inbox')).items[0]!
    const foreign = await mock.call('admin', 'POST', '/email/messages/actions', {
      ids: [client.id],
      action: { kind: 'read', value: true },
    })
    expect(foreign.status).toBe(404)
  })

  it('moves only received mail to spam, and walks the view with previous and next', async () => {
    const sent = (await list('admin', 'filter=sent')).items[0]!
    const moved = await mock.call<{ before: MailState[] }>('admin', 'POST', '/email/messages/actions', {
      ids: [sent.id],
      action: { kind: 'move', folder: 'spam' },
    })
    expect(moved.json.before).toEqual([])
    const inbox = (await list('admin', 'filter=inbox&itemsPerPage=100')).items
    const opened = (await mock.call<OpenedEmail>('admin', 'GET', `/email/messages/${inbox[1]!.id}?filter=inbox`)).json
    expect([opened.previous, opened.next]).toEqual([inbox[0]!.id, inbox[2]!.id])
  })

  it('keeps a draft with its attachment, then sends it to Sent, and refuses a bad address or a foreign file', async () => {
    const bytes = new TextEncoder().encode('Q3 figures')
    const file = await mock.upload<FileRef>('admin', '/email/attachments?name=figures.csv', bytes, 'text/csv')
    expect(file.json).toMatchObject({ fileName: 'figures.csv', size: bytes.length, type: 'text/csv' })
    const draftInput = {
      to: ['mei@example.com'],
      cc: [],
      bcc: ['boss@example.com'],
      subject: 'Figures',
      message: paragraphsDoc(['Here they are.']),
      attachmentIds: [file.json.id],
    }
    const draft = await mock.call<Email>('admin', 'POST', '/email/drafts', draftInput)
    expect(draft.json.folder).toBe('draft')
    expect((await list('admin', 'filter=draft')).items.map((email) => email.id)).toContain(draft.json.id)
    const send = await mock.call<Email>('admin', 'POST', '/email/messages', { ...draftInput, draftId: draft.json.id })
    expect(send.status).toBe(201)
    expect(send.json).toMatchObject({ folder: 'sent', attachments: [file.json], bcc: [{ email: 'boss@example.com' }] })
    expect((await list('admin', 'filter=draft')).items.map((email) => email.id)).not.toContain(draft.json.id)
    expect((await list('admin', 'filter=sent')).items[0]!.id).toBe(send.json.id)
    // The attachment downloads for its workspace only.
    const download = await mock.call<never>('admin', 'GET', `/email/attachments/${file.json.id}`)
    expect(download.text).toBe('Q3 figures')
    expect((await mock.call('client', 'GET', `/email/attachments/${file.json.id}`)).status).toBe(404)
    const stolen = await mock.call('client', 'POST', '/email/messages', {
      ...draftInput,
      draftId: null,
      attachmentIds: [file.json.id],
    })
    expect(stolen.status).toBe(422)
    const badAddress = await mock.call('admin', 'POST', '/email/messages', {
      ...draftInput,
      to: ['mei'],
      draftId: null,
    })
    expect(badAddress.status).toBe(422)
    const tooBig = await mock.upload('admin', '/email/attachments?name=big.bin', new Uint8Array(3 * 1024 * 1024), '')
    expect(tooBig.status).toBe(413)
  })

  it('adds a reply to the thread, addressed to whoever wrote last', async () => {
    const received = (await list('admin', 'q=partnership')).items[0]!
    const reply = await mock.call<Email>('admin', 'POST', `/email/messages/${received.id}/replies`, {
      message: paragraphsDoc(['Tuesday at 3 works.']),
    })
    const last = reply.json.replies.at(-1)!
    expect(last.from.email).toBe('admin@conversa.test')
    expect(last.to[0]!.email).toBe(received.from.email)
    const script = { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'x' } }] }
    expect(
      (await mock.call('admin', 'POST', `/email/messages/${received.id}/replies`, { message: script })).status,
    ).toBe(422)
  })
})
