import { http, json } from '@/server/http/route'
import { runStatus } from '@/domain/automations/runStatus'
import {
  ABOUT_MAX,
  AGENT_STATUSES,
  MESSAGE_MAX_BYTES,
  type AgentProfile,
  type AgentStatus,
  type ChatMessage,
  type ChatThreadDetail,
  type ChatThreadList,
} from '@/domain/chat/apiTypes'
import { messagingWindow } from '@/domain/chat/window'
import { matchesQuery } from '@/domain/shell/search'
import type { Action } from '@/lib/ability'
import { sendFailureReason } from '@/server/chat/sendFailure'
import type { AssembledThread } from '@/server/chat/threads'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { API, apiError, authenticated } from '../http'
import { GraphErrors } from '../instagram/graphErrors'
import type { MockBackend } from '../types'
import { automationServiceOf, platformSendClient } from './automationService'
import { chatReads, chatSends, workspaceThreads, type StoredInboxSend } from './chatSources'
import { forbidden } from '../http'
import { abilityOf, holderOf } from './workspaces'

interface StoredAgentProfile extends AgentProfile {
  id: string
  ownerUid: string
}

const DEFAULT_PROFILE: AgentProfile = { status: 'online', about: '' }
const notFound = () => apiError(404, 'chat/not-found', 'No such conversation.')
const invalid = (field: string, code: string, message: string) =>
  json({ error: { code: 'chat/invalid', message, fields: { [field]: code } } }, { status: 422 })

type Args = { request: Request; params: Record<string, string | readonly string[] | undefined> }

/**
 * `/api/chat/*`: the inbox (docs/product.md, first list). Threads are assembled from what the
 * backend received and sent (`chatSources.ts`); sending goes through the same Send API client the
 * automations use, after the 24-hour rule (`src/domain/chat/window.ts`).
 */
export function chatHandlers(backend: MockBackend) {
  const sends = chatSends(backend)
  const reads = chatReads(backend)
  const profiles = backend.db.collection<StoredAgentProfile>('chatProfiles')

  // A DM or a read receipt changes the holder's threads: its open inboxes refresh (no polling).
  backend.instagramWebhooks.subscribe(async (events) => {
    const owners = new Set<string>()
    for (const event of events) {
      if (!['message', 'story_reply', 'story_mention', 'postback', 'seen'].includes(event.kind)) continue
      const holder = await holderOf(backend.instagramConnections, event.accountId)
      if (holder) owners.add(holder.ownerUid)
    }
    if (owners.size > 0) backend.db.announce('chat', [...owners])
  })

  const guarded = (action: Action, handler: (args: Args, user: VerifiedIdToken) => Promise<Response>) => (args: Args) =>
    authenticated(backend, async (_args: Args, user) => {
      if (!(await abilityOf(backend, user)).can(action, 'Chat')) return forbidden(action, 'Chat')
      return handler(args, user)
    })(args)

  const threadOf = async (uid: string, threadId: unknown): Promise<AssembledThread | undefined> =>
    (await workspaceThreads(backend, uid)).threads.find((thread) => thread.summary.id === threadId)

  /** Sends through the Send API unless the window is closed; the send is kept either way. */
  const attempt = async (thread: AssembledThread, text: string): Promise<Omit<StoredInboxSend, 'id' | 'ownerUid'>> => {
    const { accountId, contact } = thread.summary
    const base = { accountId, contactId: contact.id, text, at: backend.now() }
    const lastInbound = thread.summary.lastInboundAt ? Date.parse(thread.summary.lastInboundAt) : null
    if (!messagingWindow(lastInbound, backend.now()).open)
      return { ...base, messageId: null, failure: { reason: 'window-closed', graphCode: null } }
    const client = platformSendClient(backend.instagram, backend.instagramConnections)
    const result = await client.sendMessage({ accountId, recipientId: contact.id, message: { text } })
    return result.ok
      ? { ...base, messageId: result.id, failure: null }
      : { ...base, messageId: null, failure: { reason: sendFailureReason(result.error), graphCode: result.error.code } }
  }

  const asMessage = (send: StoredInboxSend): ChatMessage =>
    send.failure
      ? {
          id: send.id,
          direction: 'out',
          text: send.text,
          at: new Date(send.at).toISOString(),
          status: 'failed',
          failure: send.failure,
        }
      : {
          id: send.messageId ?? send.id,
          direction: 'out',
          text: send.text,
          at: new Date(send.at).toISOString(),
          status: 'delivered',
        }

  const textOf = async (request: Request): Promise<string | Response> => {
    const body = (await request.json().catch(() => null)) as { text?: unknown } | null
    if (!body || typeof body.text !== 'string') return apiError(400, 'chat/bad-request', 'Send { text }.')
    const text = body.text.trim()
    if (text === '') return invalid('text', 'required', 'Write a message.')
    if (new TextEncoder().encode(text).length > MESSAGE_MAX_BYTES)
      return invalid('text', 'too-long', `At most ${MESSAGE_MAX_BYTES} bytes.`)
    return text
  }

  return [
    http.get(
      `${API}/chat/threads`,
      guarded('read', async ({ request }, user) => {
        const url = new URL(request.url)
        const q = url.searchParams.get('q')?.trim() ?? ''
        const account = url.searchParams.get('account') ?? ''
        if (q.length > 100)
          return json(
            { error: { code: 'list/invalid-query', message: 'q is too long.', fields: { q: 'too-long' } } },
            { status: 400 },
          )
        const { threads, holdings } = await workspaceThreads(backend, user.uid)
        if (account !== '' && !holdings.byAccount.has(account))
          return json(
            { error: { code: 'list/invalid-query', message: 'Unknown account.', fields: { account: 'invalid' } } },
            { status: 400 },
          )
        const items = threads
          .filter((thread) => account === '' || thread.summary.accountId === account)
          .filter(
            (thread) =>
              q === '' ||
              matchesQuery(q, thread.summary.contact.username ?? '', ...thread.messages.map((message) => message.text)),
          )
          .map((thread) => thread.summary)
        return json<ChatThreadList>({
          items,
          total: items.length,
          accounts: [...holdings.byAccount.values()].map((connection) => ({
            accountId: connection.accountId,
            username: connection.username,
          })),
        })
      }),
    ),
    http.get(
      `${API}/chat/threads/:threadId`,
      guarded('read', async ({ params }, user) => {
        const { threads, runs } = await workspaceThreads(backend, user.uid)
        const thread = threads.find((candidate) => candidate.summary.id === params.threadId)
        if (!thread) return notFound()
        const { accountId, contact } = thread.summary
        const tags = await automationServiceOf(backend).withEngine(
          user.uid,
          async ({ store }) => store.getContact(accountId, contact.id)?.tags ?? [],
        )
        const mine = runs
          .filter((run) => run.accountId === accountId && run.contactId === contact.id)
          .sort((a, b) => b.createdAt - a.createdAt)
        return json<ChatThreadDetail>({
          ...thread.summary,
          messages: thread.messages,
          profile: {
            tags,
            firstMessageAt: thread.messages[0]?.at ?? null,
            lastMessageAt: thread.messages.at(-1)?.at ?? null,
            runs: mine.slice(0, 20).map((run) => ({
              id: run.id,
              automationName: run.automationName,
              status: runStatus(run).status,
              at: new Date(run.createdAt).toISOString(),
            })),
          },
        })
      }),
    ),
    http.post(
      `${API}/chat/threads/:threadId/messages`,
      guarded('create', async ({ request, params }, user) => {
        const text = await textOf(request)
        if (text instanceof Response) return text
        const thread = await threadOf(user.uid, params.threadId)
        if (!thread) return notFound()
        const outcome = await attempt(thread, text)
        const stored = await sends.insert({
          ...outcome,
          id: `send-${backend.now()}-${Math.random().toString(36).slice(2, 8)}`,
          ownerUid: user.uid,
        })
        return json<ChatMessage>(asMessage(stored), { status: 201 })
      }),
    ),
    http.post(
      `${API}/chat/threads/:threadId/messages/:sendId/retry`,
      guarded('create', async ({ params }, user) => {
        const thread = await threadOf(user.uid, params.threadId)
        const send = await sends.get(String(params.sendId))
        if (
          !thread ||
          !send ||
          send.ownerUid !== user.uid ||
          `${send.accountId}:${send.contactId}` !== thread.summary.id
        )
          return notFound()
        if (!send.failure) return apiError(409, 'chat/already-sent', 'This message was already sent.')
        const outcome = await attempt(thread, send.text)
        const updated = await sends.update(send.id, outcome)
        return json<ChatMessage>(asMessage(updated ?? { ...send, ...outcome }))
      }),
    ),
    http.post(
      `${API}/chat/threads/:threadId/read`,
      guarded('read', async ({ params }, user) => {
        const thread = await threadOf(user.uid, params.threadId)
        if (!thread) return notFound()
        await reads.insert({
          id: `${user.uid}|${thread.summary.id}`,
          ownerUid: user.uid,
          threadId: thread.summary.id,
          at: backend.now(),
        })
        return new Response(null, { status: 204 })
      }),
    ),
    http.get(
      `${API}/chat/me`,
      guarded('read', async (_args, user) => {
        const stored = await profiles.get(user.uid)
        return json<AgentProfile>(stored ? { status: stored.status, about: stored.about } : DEFAULT_PROFILE)
      }),
    ),
    http.patch(
      `${API}/chat/me`,
      guarded('update', async ({ request }, user) => {
        const body = (await request.json().catch(() => null)) as Partial<Record<keyof AgentProfile, unknown>> | null
        if (!body) return apiError(400, 'chat/bad-request', 'Send { status, about }.')
        const current = (await profiles.get(user.uid)) ?? { ...DEFAULT_PROFILE, id: user.uid, ownerUid: user.uid }
        if (body.status !== undefined && !AGENT_STATUSES.includes(body.status as AgentStatus))
          return invalid('status', 'invalid', 'Unknown status.')
        if (body.about !== undefined && (typeof body.about !== 'string' || [...body.about].length > ABOUT_MAX))
          return invalid('about', 'too-long', `At most ${ABOUT_MAX} characters.`)
        const next: StoredAgentProfile = {
          ...current,
          ...(body.status !== undefined ? { status: body.status as AgentStatus } : {}),
          ...(body.about !== undefined ? { about: (body.about as string).trim() } : {}),
        }
        await profiles.insert(next)
        return json<AgentProfile>({ status: next.status, about: next.about })
      }),
    ),
    // Exists only in the mock: Instagram refuses the next call with a temporary error, so a failed
    // send and its retry can be tried (those who may read the webhooks screen, like the simulator).
    http.post(
      `${API}/chat/__mock/fail-next-send`,
      authenticated(backend, async (_args, user) => {
        if (!(await abilityOf(backend, user)).can('read', 'AclDemo')) return forbidden('read', 'AclDemo')
        backend.instagram.failNextCall(GraphErrors.temporary())
        return new Response(null, { status: 204 })
      }),
    ),
  ]
}
