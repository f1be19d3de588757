import type { Collection } from '@/server/storage/database'
import { GraphErrors, type GraphResult } from './graphErrors'
import {
  base64url,
  cursorOf,
  fieldsText,
  fromBase64url,
  graphPage,
  graphTime,
  pageSize,
  parseFields,
  pickFields,
  type FieldRequest,
} from './graphFields'
import type { IgAccount, IgConversation, IgPerson, OutboxEntry } from './records'

/**
 * The Conversations API (ref. Meta's "Get Conversations" for Instagram Login): the threads of an
 * account, each one person's, and their messages newest first, the account's and the person's.
 * A private reply opens, or lands in, the commenter's thread, as on Instagram. What the account
 * sent is the outbox; what the person wrote is kept on the thread's record as delivered.
 */
export interface ConversationStore {
  conversations: Collection<IgConversation>
  outbox: Collection<OutboxEntry>
  people: Collection<IgPerson>
}

interface ThreadMessage {
  id: string
  at: number
  fromAccount: boolean
  text: string
}

const THREAD_PREFIX = 'ig_thread:'
const MESSAGE_FIELDS = new Set(['id', 'created_time', 'from', 'to', 'message'])
const SENT_IN_THREADS = new Set<OutboxEntry['kind']>(['message', 'private_reply'])

/** The Graph id of the thread between an account and a person: opaque, as Meta's are. */
export function conversationIdOf(accountId: string, igsid: string): string {
  return base64url(`${THREAD_PREFIX}${accountId}:${igsid}`)
}

/** The account and person of a conversation id, or `null` when it is not one. */
export function threadOf(conversationId: string): { accountId: string; igsid: string } | null {
  const decoded = /^[A-Za-z0-9_-]+$/.test(conversationId) ? fromBase64url(conversationId) : null
  const match = decoded?.startsWith(THREAD_PREFIX) ? /^(\d+):(.+)$/.exec(decoded.slice(THREAD_PREFIX.length)) : null
  return match ? { accountId: match[1]!, igsid: match[2]! } : null
}

/** `GET /{IG_ID|me}/conversations?platform=instagram[&user_id=IGSID]`. */
export async function listConversations(
  store: ConversationStore,
  account: IgAccount,
  query: URLSearchParams,
  nextUrl?: (after: string) => string,
): Promise<GraphResult> {
  const platform = query.get('platform')
  if (platform !== null && platform !== 'instagram')
    return GraphErrors.invalidParameter('(#100) Param platform must be one of {instagram, messenger}')
  const userId = query.get('user_id')
  const requested = parseFields(query.get('fields'), userId ? 'id' : 'id,updated_time')
  const invalid = invalidMessageFields(requested)
  if (invalid) return invalid
  const people = (await peopleInThreads(store, account)).filter((igsid) => !userId || igsid === userId)
  const threads = await Promise.all(
    people.map(async (igsid) => ({ igsid, messages: await threadMessages(store, account, igsid) })),
  )
  threads.sort((a, b) => (b.messages[0]?.at ?? 0) - (a.messages[0]?.at ?? 0))
  const rows = []
  for (const thread of threads) {
    const picked = pickFields(requested, await conversationValues(store, account, thread.igsid), 'Conversation')
    if (!picked.ok) return picked.result
    rows.push({ at: thread.messages[0]?.at ?? 0, body: picked.body })
  }
  const page = graphPage(rows, (row) => cursorOf(row.at, String(row.body.id)), {
    limit: pageSize(query.get('limit')),
    after: query.get('after'),
    nextUrl,
  })
  return { status: 200, body: { ...page, data: page.data.map((row) => row.body) } }
}

/** `GET /{conversation-id}?fields=…`, `messages{…}` expanded to the thread's first page. */
export async function readConversation(
  store: ConversationStore,
  account: IgAccount,
  conversationId: string,
  fields: string | null,
  messagesUrl?: (query: URLSearchParams) => string,
): Promise<GraphResult> {
  const thread = threadOf(conversationId)
  if (!thread || thread.accountId !== account.userId) return GraphErrors.noSuchObject(conversationId)
  const requested = parseFields(fields, 'id')
  const invalid = invalidMessageFields(requested)
  if (invalid) return invalid
  const values = await conversationValues(store, account, thread.igsid, messagesUrl)
  const picked = pickFields(requested, values, 'Conversation')
  return picked.ok ? { status: 200, body: picked.body } : picked.result
}

/** `GET /{conversation-id}/messages?fields=…&limit=&after=`: the thread's messages, newest first. */
export async function listMessages(
  store: ConversationStore,
  account: IgAccount,
  conversationId: string,
  query: URLSearchParams,
  nextUrl?: (after: string) => string,
): Promise<GraphResult> {
  const thread = threadOf(conversationId)
  if (!thread || thread.accountId !== account.userId) return GraphErrors.noSuchObject(conversationId)
  const messages = await threadMessages(store, account, thread.igsid)
  const person = await store.people.get(thread.igsid)
  return messagesPage(account, thread.igsid, person, messages, {
    fields: parseFields(query.get('fields'), 'id,created_time'),
    limit: pageSize(query.get('limit')),
    after: query.get('after'),
    nextUrl,
  })
}

async function conversationValues(
  store: ConversationStore,
  account: IgAccount,
  igsid: string,
  messagesUrl?: (query: URLSearchParams) => string,
): Promise<Record<string, (field: FieldRequest) => unknown>> {
  const messages = await threadMessages(store, account, igsid)
  const person = await store.people.get(igsid)
  const id = conversationIdOf(account.userId, igsid)
  return {
    id: () => id,
    updated_time: () => graphTime(messages[0]?.at ?? 0),
    participants: () => ({ data: [accountRef(account), personRef(igsid, person)] }),
    messages: (field) => {
      const fields = field.fields ?? parseFields('id,created_time')!
      const limit = pageSize(field.limit)
      // The next page is the thread's `messages` edge, as Graph names it.
      const nextUrl =
        messagesUrl &&
        ((after: string) =>
          messagesUrl(new URLSearchParams({ fields: fieldsText(fields), limit: String(limit), after })))
      return messagesPage(account, igsid, person, messages, { fields, limit, after: null, nextUrl }).body
    },
  }
}

function messagesPage(
  account: IgAccount,
  igsid: string,
  person: IgPerson | undefined,
  messages: readonly ThreadMessage[],
  options: { fields: FieldRequest[] | null; limit: number; after: string | null; nextUrl?: (after: string) => string },
): GraphResult {
  const rows = []
  for (const message of messages) {
    const [from, to] = message.fromAccount
      ? [accountRef(account), personRef(igsid, person)]
      : [personRef(igsid, person), accountRef(account)]
    const picked = pickFields(
      options.fields,
      {
        id: () => message.id,
        created_time: () => graphTime(message.at),
        from: () => from,
        to: () => ({ data: [to] }),
        message: () => message.text,
      },
      'Message',
    )
    if (!picked.ok) return picked.result
    rows.push({ message, body: picked.body })
  }
  const page = graphPage(rows, (row) => cursorOf(row.message.at, row.message.id), options)
  return { status: 200, body: { ...page, data: page.data.map((row) => row.body) } }
}

/** An expanded `messages{…}` asking for a field a message does not have: Graph's error. */
function invalidMessageFields(requested: FieldRequest[] | null): GraphResult | null {
  const unknown = requested
    ?.find((field) => field.name === 'messages')
    ?.fields?.find((field) => !MESSAGE_FIELDS.has(field.name))
  return unknown
    ? GraphErrors.invalidParameter(`Tried accessing nonexisting field (${unknown.name}) on node type (Message)`)
    : null
}

/** The people the account has a thread with: they wrote to it, or it wrote to them. */
async function peopleInThreads(store: ConversationStore, account: IgAccount): Promise<string[]> {
  const prefix = `${account.userId}:`
  const people = new Set(
    (await store.conversations.filter((record) => record.id.startsWith(prefix))).map((record) =>
      record.id.slice(prefix.length),
    ),
  )
  for (const entry of await sentInThreads(store, account)) people.add(entry.recipientId!)
  return [...people]
}

/** The thread with one person, newest first (ties by id, so pages are stable). */
async function threadMessages(store: ConversationStore, account: IgAccount, igsid: string): Promise<ThreadMessage[]> {
  const received = (await store.conversations.get(`${account.userId}:${igsid}`))?.inbound ?? []
  const sent = (await sentInThreads(store, account)).filter((entry) => entry.recipientId === igsid)
  return [
    ...received.map((message) => ({ id: message.mid, at: message.at, fromAccount: false, text: message.text })),
    ...sent.map((entry) => ({ id: entry.id, at: entry.sentAt, fromAccount: true, text: entry.text })),
  ].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
}

function sentInThreads(store: ConversationStore, account: IgAccount): Promise<OutboxEntry[]> {
  return store.outbox.filter(
    (entry) => entry.accountId === account.userId && SENT_IN_THREADS.has(entry.kind) && entry.recipientId !== null,
  )
}

const accountRef = (account: IgAccount) => ({ username: account.username, id: account.userId })
const personRef = (igsid: string, person: IgPerson | undefined) => ({ username: person?.username ?? '', id: igsid })
