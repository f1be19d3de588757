import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { ListPage } from '@/domain/list'
import type { AutomationRun } from '@/domain/automations/runs'
import type { ChatMessage, ChatThreadList } from '@/domain/chat/apiTypes'
import type { InstagramConnection } from '@/domain/instagram/apiTypes'
import { paragraphsDoc } from '@/domain/richText'
import type { Route } from '@/server/http/route'
import type { ApiHost, Person } from './apiHost'
import { automationInput, connectAccount, deliver, igPerson } from './instagram'
import { matches, routeKey } from './sweep'

/** What a workspace left behind: its ids and tagged strings by what they are, and its writes' bodies by route. */
export interface Traces {
  secrets: Map<string, string>
  bodies: Map<string, unknown>
}

/**
 * A person's traffic in every app where a record is cheap to make, each record carrying `tag`:
 * their profile, @cafe.aurora connected, an automation, a comment it answered (a run) and a direct
 * message answered by hand (a thread, a send), the workspace's name and an invitation, an API key,
 * an invoice, a calendar event, a kanban column and card, an e-mail draft, and their copy of the
 * demo shop.
 */
export async function leaveTraces(
  host: ApiHost,
  routes: readonly Route[],
  person: Person,
  tag: string,
): Promise<Traces> {
  const traces: Traces = { secrets: new Map(), bodies: new Map() }
  const keep = (label: string, value: string) => {
    traces.secrets.set(label, value)
    return value
  }
  /** A write that must succeed; its body is kept by route. */
  const write = async <T>(method: string, path: string, body?: unknown) => {
    const reply = await person.call<T>(method, path, body)
    if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`)
    const route = routes.find((candidate) => candidate.method === method && matches(candidate, `/api${path}`))
    if (route && body !== undefined) traces.bodies.set(routeKey(route), body)
    return reply.json
  }

  // Every string the person typed carries it.
  keep('tag', tag)
  keep('uid', person.uid)
  keep('email', person.email)
  await write('PATCH', '/session/profile', { fullName: `Zed ${tag}` })
  const cafe = await connectAccount(person, 'cafe.aurora')
  keep('account', cafe.accountId)
  for (const [index, media] of cafe.media.entries()) keep(`media ${index}`, media.id)
  const [connection] = (await person.call<InstagramConnection[]>('GET', '/integrations/instagram')).json
  keep('connection', connection!.id)
  const automation = await write<AutomationSummary>(
    'POST',
    '/automations',
    automationInput(cafe.accountId, { name: `Automation ${tag}` }),
  )
  keep('automation', automation.id)
  // Someone on Instagram, not the workspace's: their username is Instagram's, not tagged.
  const fan = igPerson()
  keep('fan', fan.id)
  keep('fan username', fan.username)
  const comment = await deliver(host, cafe, { kind: 'comment', text: `link ${tag}`, from: fan })
  keep('comment', comment.uniqueId)
  await deliver(host, cafe, { kind: 'message', text: `message ${tag}`, from: fan })
  const runs = (await person.call<ListPage<AutomationRun>>('GET', '/automations/runs')).json.items
  for (const run of runs) keep(`run ${run.id}`, run.id)
  const [thread] = (await person.call<ChatThreadList>('GET', '/chat/threads')).json.items
  keep('thread', thread!.id)
  const reply = await write<ChatMessage>('POST', `/chat/threads/${encodeURIComponent(thread!.id)}/messages`, {
    text: `reply ${tag}`,
  })
  keep('chat send', reply.id)
  // The workspace shared: its name, and an invitation nobody else may see, revoke or accept.
  await write('PATCH', '/workspaces/current', { name: `Team ${tag}` })
  const invitation = await write<{ id: string }>('POST', '/workspaces/current/invitations', {
    email: keep('invited email', `invitee-${tag}@conversa.test`),
    role: 'agent',
  })
  keep('invitation', invitation.id)
  const apiKey = await write<{ key: string; summary: { id: string } }>('POST', '/account/api-keys', {
    name: `key ${tag}`,
    access: 'read',
  })
  keep('api key', apiKey.summary.id)
  keep('api key secret', apiKey.key)
  const { number } = (await person.call<{ number: number }>('GET', '/invoices/next-number')).json
  const { clients } = (await person.call<{ clients: { email: string }[] }>('GET', '/invoices/clients')).json
  const invoice = await write<{ id: string }>('POST', '/invoices', {
    number: number + 424_242,
    issuedDate: '2026-11-01',
    dueDate: '2026-11-30',
    clientEmail: clients[0]!.email,
    salesperson: `Seller ${tag}`,
    note: '',
    paymentTerms: 'net-30',
    items: [{ item: `Item ${tag}`, description: '', cost: 10_000, quantity: 1, discountRate: 0, taxRate: 0 }],
  })
  keep('invoice', invoice.id)
  const event = await write<{ id: string }>('POST', '/calendar/events', {
    title: `Event ${tag}`,
    calendar: 'personal',
    allDay: false,
    start: '2026-01-05T12:00:00.000Z',
    end: '2026-01-05T13:00:00.000Z',
    url: '',
    guests: [],
    location: '',
    description: '',
  })
  keep('calendar event', event.id)
  const board = await write<{ columns: { id: string }[] }>('POST', '/kanban/columns', { title: `Column ${tag}` })
  const column = keep('kanban column', board.columns.at(-1)!.id)
  const withCard = await write<{ columns: { id: string; cardIds: string[] }[] }>(
    'POST',
    `/kanban/columns/${column}/cards`,
    { title: `Card ${tag}` },
  )
  keep('kanban card', withCard.columns.at(-1)!.cardIds[0]!)
  const draft = await write<{ id: string }>('POST', '/email/drafts', {
    to: ['mei@example.com'],
    cc: [],
    bcc: [],
    subject: `Mail ${tag}`,
    message: paragraphsDoc([`Body ${tag}`]),
    attachmentIds: [],
  })
  keep('email draft', draft.id)
  const projects = (await person.call<{ items: { id: string }[] }>('GET', '/dashboard/analytics/projects')).json
  keep('analytics project', projects.items[0]!.id)
  return traces
}
