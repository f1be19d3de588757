import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { runStatus } from '@/domain/automations/runStatus'
import {
  ABOUT_MAX,
  AGENT_STATUSES,
  MESSAGE_MAX_BYTES,
  THREAD_STATUSES,
  type AgentProfile,
  type ChatMessage,
  type ChatThreadDetail,
  type ChatThreadList,
} from '@/domain/chat/apiTypes'
import { ASSIGNEE_FILTERS, threadMatches, type InboxFilter } from '@/domain/chat/inbox'
import { replyRule } from '@/domain/chat/window'
import { sendFailureReason } from '@/server/chat/sendFailure'
import type { AssembledThread } from '@/server/chat/threads'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { GraphErrors } from '../instagram/graphErrors'
import { invalidListQuery, parseListQuery, queryList, type ListSpec } from '../listQuery'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { handoverSettingsOf, pauseForHandReply } from './chatAutomations'
import { chatReads, chatSends, workspaceThreads, type StoredInboxSend } from './chatSources'
import { threadNotes } from './inboxSources'
import { holderOf } from './workspaces'

interface StoredAgentProfile extends AgentProfile {
  id: string
  ownerUid: string
}

const DEFAULT_PROFILE: AgentProfile = { status: 'online', about: '' }
const notFound = () => apiError(404, 'chat/not-found', 'No such conversation.')
const REFUSED = 'chat/invalid'

/**
 * The thread list's query (`listQuery.ts`): newest first, searched by the contact's username and
 * the messages' text, filtered by one of the workspace's accounts (another is refused), by who has
 * it (the caller, nobody), by status and by one of the contacts' tags (src/domain/chat/inbox.ts).
 */
const threadListSpec = (
  accountIds: readonly string[],
  tags: readonly string[],
  me: string,
): ListSpec<AssembledThread> => {
  const filter = (name: InboxFilter, values: readonly string[]) => ({
    values,
    matches: ({ summary }: AssembledThread, value: string) =>
      threadMatches({ ...summary, assigneeUid: summary.assignee?.uid ?? null }, name, value, me),
  })
  return {
    searchIn: (thread) => [thread.summary.contact.username, ...thread.messages.map((message) => message.text)],
    sortable: {},
    filters: {
      account: filter('account', accountIds),
      assignee: filter('assignee', ASSIGNEE_FILTERS),
      status: filter('status', THREAD_STATUSES),
      tag: filter('tag', tags),
    },
  }
}

const messageSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .refine((text) => new TextEncoder().encode(text).length <= MESSAGE_MAX_BYTES, { error: 'too-long' }),
})

const agentProfileSchema = z.object({
  status: z.enum(AGENT_STATUSES).optional(),
  about: z
    .string()
    .refine((about) => [...about].length <= ABOUT_MAX, { error: 'too-long' })
    .transform((about) => about.trim())
    .optional(),
})

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
      if (!['message', 'story_reply', 'story_mention', 'postback', 'seen', 'standby'].includes(event.kind)) continue
      const holder = await holderOf(backend.instagramConnections, event.accountId)
      if (holder) owners.add(holder.ownerUid)
    }
    if (owners.size > 0) backend.db.announce('chat', [...owners])
  })

  const threadOf = async (uid: string, threadId: unknown): Promise<AssembledThread | undefined> =>
    (await workspaceThreads(backend, uid)).threads.find((thread) => thread.summary.id === threadId)

  /**
   * Sends through the Send API when a person may reply (`replyRule`: within 24 hours, or tagged
   * HUMAN_AGENT within 7 days where the workspace has it on); the send is kept either way.
   */
  const attempt = async (
    workspaceId: string,
    thread: AssembledThread,
    text: string,
  ): Promise<Omit<StoredInboxSend, 'id' | 'ownerUid'>> => {
    const { accountId, contact } = thread.summary
    const base = { accountId, contactId: contact.id, text, at: backend.now() }
    const lastInbound = thread.summary.lastInboundAt ? Date.parse(thread.summary.lastInboundAt) : null
    const { humanAgentEnabled } = await handoverSettingsOf(backend, workspaceId)
    const rule = replyRule(lastInbound, backend.now(), 'person', humanAgentEnabled)
    if (!rule.allowed) return { ...base, messageId: null, failure: { reason: 'window-closed', graphCode: null } }
    const result = await backend.instagramGraph(backend.db).sendMessage({
      accountId,
      recipientId: contact.id,
      message: { text },
      ...(rule.tag ? { tag: rule.tag } : {}),
    })
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

  return [
    http.get(
      `${API}/chat/threads`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ user, workspace, request }) => {
        const { threads, holdings } = await workspaceThreads(backend, workspace.id)
        const tags = [...new Set(threads.flatMap((thread) => thread.summary.tags))].sort((a, b) => a.localeCompare(b))
        const spec = threadListSpec([...holdings.byAccount.keys()], tags, user.uid)
        const query = parseListQuery(new URL(request.url), spec)
        if (!query.ok) return invalidListQuery(query.fields)
        const page = queryList(threads, query.query, spec)
        return json<ChatThreadList>({
          items: page.items.map((thread) => thread.summary),
          total: page.total,
          accounts: [...holdings.byAccount.values()].map((connection) => ({
            accountId: connection.accountId,
            username: connection.username,
          })),
          tags,
        })
      }),
    ),
    http.get(
      `${API}/chat/threads/:threadId`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ params, workspace }) => {
        const { threads, runs } = await workspaceThreads(backend, workspace.id)
        const thread = threads.find((candidate) => candidate.summary.id === params.threadId)
        if (!thread) return notFound()
        const { accountId, contact } = thread.summary
        const tags = await automationServiceOf(backend).withEngine(
          workspace.id,
          async ({ store }) => store.getContact(accountId, contact.id)?.tags ?? [],
        )
        const mine = runs
          .filter((run) => run.accountId === accountId && run.contactId === contact.id)
          .sort((a, b) => b.createdAt - a.createdAt)
        return json<ChatThreadDetail>({
          ...thread.summary,
          messages: thread.messages,
          notes: await threadNotes(backend, workspace.id, thread.summary.id),
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
      endpoint(
        backend,
        { can: ['create', 'Chat'], body: messageSchema, refusedAs: REFUSED },
        async ({ params, user, workspace, body: { text } }) => {
          const thread = await threadOf(workspace.id, params.threadId)
          if (!thread) return notFound()
          const outcome = await attempt(workspace.id, thread, text)
          // A reply by hand takes the conversation over: automations pause for the person.
          if (outcome.messageId !== null)
            await pauseForHandReply(backend, workspace.id, thread.summary.accountId, thread.summary.contact.id)
          const stored = await sends.insert({
            ...outcome,
            id: `send-${backend.now()}-${Math.random().toString(36).slice(2, 8)}`,
            ownerUid: workspace.id,
            sentBy: user.uid,
          })
          return json<ChatMessage>(asMessage(stored), { status: 201 })
        },
      ),
    ),
    http.post(
      `${API}/chat/threads/:threadId/messages/:sendId/retry`,
      endpoint(backend, { can: ['create', 'Chat'] }, async ({ params, workspace }) => {
        const thread = await threadOf(workspace.id, params.threadId)
        const send = await sends.get(String(params.sendId))
        if (
          !thread ||
          !send ||
          send.ownerUid !== workspace.id ||
          `${send.accountId}:${send.contactId}` !== thread.summary.id
        )
          return notFound()
        if (!send.failure) return apiError(409, 'chat/already-sent', 'This message was already sent.')
        const outcome = await attempt(workspace.id, thread, send.text)
        if (outcome.messageId !== null)
          await pauseForHandReply(backend, workspace.id, thread.summary.accountId, thread.summary.contact.id)
        const updated = await sends.update(send.id, outcome)
        return json<ChatMessage>(asMessage(updated ?? { ...send, ...outcome }))
      }),
    ),
    http.post(
      `${API}/chat/threads/:threadId/read`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ params, workspace }) => {
        const thread = await threadOf(workspace.id, params.threadId)
        if (!thread) return notFound()
        await reads.insert({
          id: `${workspace.id}|${thread.summary.id}`,
          ownerUid: workspace.id,
          threadId: thread.summary.id,
          at: backend.now(),
        })
        return new Response(null, { status: 204 })
      }),
    ),
    http.get(
      `${API}/chat/me`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ user }) => {
        const stored = await profiles.get(user.uid)
        return json<AgentProfile>(stored ? { status: stored.status, about: stored.about } : DEFAULT_PROFILE)
      }),
    ),
    http.patch(
      `${API}/chat/me`,
      endpoint(
        backend,
        { can: ['update', 'Chat'], body: agentProfileSchema, refusedAs: REFUSED },
        async ({ user, body }) => {
          const current = (await profiles.get(user.uid)) ?? { ...DEFAULT_PROFILE, id: user.uid, ownerUid: user.uid }
          const next: StoredAgentProfile = {
            ...current,
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.about !== undefined ? { about: body.about } : {}),
          }
          await profiles.insert(next)
          return json<AgentProfile>({ status: next.status, about: next.about })
        },
      ),
    ),
    // Exists only in the mock: Instagram refuses the next call with a temporary error, so a failed
    // send and its retry can be tried (those who may read the webhooks screen, like the simulator).
    http.post(
      `${API}/chat/__mock/fail-next-send`,
      endpoint(backend, { can: ['read', 'AclDemo'] }, () => {
        backend.instagram.failNextCall(GraphErrors.temporary())
        return new Response(null, { status: 204 })
      }),
    ),
  ]
}
