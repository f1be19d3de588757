import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationAccount, DashboardResponse } from '@/domain/automations/apiTypes'
import type {
  ChatThreadDetail,
  ChatThreadList,
  ChatThreadSummary,
  InboxMember,
  InboxNote,
  SavedReply,
} from '@/domain/chat/apiTypes'
import type { NotificationsResponse } from '@/domain/shell/notifications'
import type { MemberRole } from '@/domain/workspaces'
import type { ApiHost, Person } from '../support/apiHost'
import { connectAccount, deliver, igPerson } from '../support/instagram'

type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/**
 * The team inbox over HTTP, on any host of the backend (docs/product.md, "Team inbox"): a
 * thread's assignee and status, the filters that find it, the team's notes, the workspace's saved
 * replies, hand replies counted per member; nothing of it reaches another workspace.
 */
export function describeInboxContract(name: string, makeHost: () => Promise<ApiHost>) {
  describe(`the team inbox on ${name}`, () => {
    let host: ApiHost
    let owner: Person
    let stranger: Person
    let account: AutomationAccount
    const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`
    const threadPath = (thread: { id: string }) => `/chat/threads/${encodeURIComponent(thread.id)}`

    beforeAll(async () => {
      host = await makeHost()
      ;[owner, stranger] = await Promise.all([host.person(), host.person()])
      account = await connectAccount(owner, 'cafe.aurora')
    })
    afterAll(() => host?.close())

    /** A new person writes to the account: their thread, found by what they wrote. */
    const newThread = async (): Promise<ChatThreadSummary> => {
      const text = unique('Olá, vocês entregam?')
      expect((await deliver(host, account, { kind: 'message', text, from: igPerson() })).status).toBe(200)
      const list = await owner.call<ChatThreadList>('GET', `/chat/threads?q=${encodeURIComponent(text)}`)
      expect(list.json.items).toHaveLength(1)
      return list.json.items[0]!
    }
    const ids = async (query: string) =>
      (await owner.call<ChatThreadList>('GET', `/chat/threads?${query}&itemsPerPage=-1`)).json.items.map(
        (thread) => thread.id,
      )

    it('starts a thread open and unassigned, assigns it and sets its status, and the filters find it', async () => {
      const thread = await newThread()
      expect(thread).toMatchObject({ assignee: null, status: 'open' })
      const members = await owner.call<InboxMember[]>('GET', '/chat/members')
      expect(members.json.map((member) => member.uid)).toEqual([owner.uid])
      expect(await ids('assignee=none')).toContain(thread.id)

      const assigned = await owner.call('PATCH', threadPath(thread), { assigneeUid: owner.uid, status: 'waiting' })
      expect(assigned.status, assigned.text).toBe(200)
      const detail = await owner.call<ChatThreadDetail>('GET', threadPath(thread))
      expect(detail.json).toMatchObject({ assignee: { uid: owner.uid }, status: 'waiting' })
      expect(await ids('assignee=me&status=waiting')).toContain(thread.id)
      expect(await ids('assignee=none')).not.toContain(thread.id)
      expect(await ids('status=open')).not.toContain(thread.id)

      expect((await owner.call('PATCH', threadPath(thread), { assigneeUid: null, status: 'done' })).status).toBe(200)
      expect(await ids('assignee=none&status=done')).toContain(thread.id)
    })

    it('refuses an assignee outside the workspace, an unknown status or filter, and another workspace’s caller', async () => {
      const thread = await newThread()
      const outsider = await owner.call<ApiErrorBody>('PATCH', threadPath(thread), { assigneeUid: stranger.uid })
      expect(outsider).toMatchObject({ status: 422, json: { error: { fields: { assigneeUid: 'not-a-member' } } } })
      expect((await owner.call('PATCH', threadPath(thread), { status: 'closed' })).status).toBe(422)
      expect((await owner.call('GET', '/chat/threads?status=closed')).status).toBe(400)
      expect((await owner.call('GET', '/chat/threads?assignee=someone')).status).toBe(400)
      expect((await stranger.call('PATCH', threadPath(thread), { assigneeUid: stranger.uid })).status).toBe(404)
      expect((await stranger.call('POST', `${threadPath(thread)}/notes`, { text: 'mine now' })).status).toBe(404)
    })

    it('keeps the team’s notes in the thread, by their author, never sent to the contact', async () => {
      const thread = await newThread()
      const text = unique('Cliente antigo, oferecer frete grátis')
      const added = await owner.call<InboxNote>('POST', `${threadPath(thread)}/notes`, { text })
      expect(added.status, added.text).toBe(201)
      expect(added.json).toMatchObject({ text, author: { uid: owner.uid } })
      const detail = await owner.call<ChatThreadDetail>('GET', threadPath(thread))
      expect(detail.json.notes.map((note) => note.text)).toEqual([text])
      expect(detail.json.messages.map((message) => message.text)).not.toContain(text)
      expect((await owner.call('POST', `${threadPath(thread)}/notes`, { text: '  ' })).status).toBe(422)
    })

    it('keeps the workspace’s saved replies: added, listed, changed, deleted, and no one else’s', async () => {
      const title = unique('Horário')
      const made = await owner.call<SavedReply>('POST', '/chat/saved-replies', { title, text: 'Abrimos às 8h.' })
      expect(made.status, made.text).toBe(201)
      expect((await owner.call<SavedReply[]>('GET', '/chat/saved-replies')).json).toContainEqual(made.json)
      const path = `/chat/saved-replies/${encodeURIComponent(made.json.id)}`
      const changed = await owner.call<SavedReply>('PUT', path, { title, text: 'Abrimos às 9h.' })
      expect(changed.json).toEqual({ id: made.json.id, title, text: 'Abrimos às 9h.' })
      expect((await stranger.call<SavedReply[]>('GET', '/chat/saved-replies')).text).not.toContain(title)
      expect((await stranger.call('PUT', path, { title: 'x', text: 'y' })).status).toBe(404)
      expect((await stranger.call('DELETE', path)).status).toBe(404)
      const refused = await owner.call<ApiErrorBody>('POST', '/chat/saved-replies', { title: '', text: 'x' })
      expect(refused).toMatchObject({ status: 422, json: { error: { fields: { title: 'required' } } } })
      expect((await owner.call('DELETE', path)).status).toBe(204)
      expect((await owner.call<SavedReply[]>('GET', '/chat/saved-replies')).text).not.toContain(title)
    })

    /** A new verified person joins the owner's workspace as `role` through an invitation. */
    const join = async (role: MemberRole): Promise<Person> => {
      const member = await host.person('client', { verified: true })
      const invited = await owner.call<{ id: string }>('POST', '/workspaces/current/invitations', {
        email: member.email,
        role,
      })
      expect(invited.status, invited.text).toBe(201)
      expect((await member.call('POST', `/invitations/${invited.json.id}/accept`)).status).toBe(200)
      return member
    }

    it('lets an agent take a thread, and a note that mentions a member notifies them with a link to it', async () => {
      const agent = await join('agent')
      const thread = await newThread()
      const members = (await agent.call<InboxMember[]>('GET', '/chat/members')).json
      expect(members.map((member) => member.uid).sort()).toEqual([owner.uid, agent.uid].sort())
      expect((await agent.call('PATCH', threadPath(thread), { assigneeUid: agent.uid })).status).toBe(200)
      const mine = await agent.call<ChatThreadList>('GET', '/chat/threads?assignee=me&itemsPerPage=-1')
      expect(mine.json.items.map((each) => each.id)).toContain(thread.id)
      expect(await ids('assignee=me')).not.toContain(thread.id)

      const agentName = members.find((member) => member.uid === agent.uid)!.username
      const ownerName = members.find((member) => member.uid === owner.uid)!.name
      const note = await owner.call<InboxNote>('POST', `${threadPath(thread)}/notes`, {
        text: `@${agentName} can you confirm the delivery fee?`,
      })
      expect(note.json.mentions.map((person) => person.uid)).toEqual([agent.uid])
      const told = (await agent.call<NotificationsResponse>('GET', '/notifications')).json.items
      expect(told).toContainEqual(
        expect.objectContaining({
          kind: 'mention',
          subject: ownerName,
          route: 'chat',
          search: `thread=${encodeURIComponent(thread.id)}`,
          read: false,
        }),
      )
      const ownerTold = (await owner.call<NotificationsResponse>('GET', '/notifications')).json.items
      expect(ownerTold.filter((item) => item.kind === 'mention')).toEqual([])
    })

    it('lets a viewer read the inbox but not send, note, assign or save replies (the server refuses)', async () => {
      const viewer = await join('viewer')
      const thread = await newThread()
      expect((await viewer.call<ChatThreadDetail>('GET', threadPath(thread))).status).toBe(200)
      for (const [method, path, body] of [
        ['POST', `${threadPath(thread)}/messages`, { text: 'Oi!' }],
        ['POST', `${threadPath(thread)}/notes`, { text: 'Oi!' }],
        ['PATCH', threadPath(thread), { status: 'done' }],
        ['POST', '/chat/saved-replies', { title: 'Oi', text: 'Oi!' }],
      ] as const) {
        const refused = await viewer.call<ApiErrorBody>(method, path, body)
        expect(refused.status, `${method} ${path}`).toBe(403)
      }
      const detail = await owner.call<ChatThreadDetail>('GET', threadPath(thread))
      expect(detail.json).toMatchObject({ status: 'open', notes: [] })
      expect(detail.json.messages.map((message) => message.text)).not.toContain('Oi!')
    })

    it('names the member who sent a hand reply, and the dashboard counts it beside what automations sent', async () => {
      const before = (await owner.call<DashboardResponse>('GET', '/automations/dashboard')).json
      const thread = await newThread()
      const sent = await owner.call('POST', `${threadPath(thread)}/messages`, { text: 'Entregamos, sim!' })
      expect(sent.status, sent.text).toBe(201)
      const detail = await owner.call<ChatThreadDetail>('GET', threadPath(thread))
      expect(detail.json.messages.at(-1)).toMatchObject({ text: 'Entregamos, sim!', sentBy: { uid: owner.uid } })
      const after = (await owner.call<DashboardResponse>('GET', '/automations/dashboard')).json
      expect(after.messagesSent).toBe(before.messagesSent + 1)
      expect(after.sentByHand.total).toBe(before.sentByHand.total + 1)
      expect(after.sentByHand.members).toContainEqual(
        expect.objectContaining({ uid: owner.uid, count: (before.sentByHand.members[0]?.count ?? 0) + 1 }),
      )
      expect(after.sentByAutomations).toBe(before.sentByAutomations)
      expect((await stranger.call<DashboardResponse>('GET', '/automations/dashboard')).json.sentByHand.total).toBe(0)
    })
  })
}
