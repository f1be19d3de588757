import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  NOTE_MAX,
  SAVED_REPLY_TITLE_MAX,
  THREAD_STATUSES,
  type ChatThreadSummary,
  type InboxMember,
  type InboxNote,
  type SavedReply,
} from '@/domain/chat/apiTypes'
import { MESSAGE_MAX_BYTES } from '@/domain/chat/apiTypes'
import { mentionsIn } from '@/domain/chat/inbox'
import { threadStateId, threadStatesOf, type StoredThreadState } from '@/server/chat/threadState'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { workspaceThreads } from './chatSources'
import { inboxMembersOf, inboxNotesOf, savedRepliesOf, threadNotes, type StoredSavedReply } from './inboxSources'

const REFUSED = 'chat/invalid'
const threadNotFound = () => apiError(404, 'chat/not-found', 'No such conversation.')
const replyNotFound = () => apiError(404, 'chat/saved-reply-not-found', 'No such saved reply.')

const threadChangeSchema = z
  .object({
    assigneeUid: z.string().min(1).nullable().optional(),
    status: z.enum(THREAD_STATUSES).optional(),
  })
  .strict()
  .refine((change) => change.assigneeUid !== undefined || change.status !== undefined, { error: 'required' })

const noteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .refine((text) => [...text].length <= NOTE_MAX, { error: 'too-long' }),
})

const savedReplySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .refine((title) => [...title].length <= SAVED_REPLY_TITLE_MAX, { error: 'too-long' }),
  // What it inserts must be sendable as one message.
  text: z
    .string()
    .trim()
    .min(1)
    .refine((text) => new TextEncoder().encode(text).length <= MESSAGE_MAX_BYTES, { error: 'too-long' }),
})

const newId = (prefix: string, now: number) => `${prefix}-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`

const asSavedReply = ({ id, title, text }: StoredSavedReply): SavedReply => ({ id, title, text })

/**
 * The team inbox (docs/product.md, "Team inbox"): the workspace's members to assign and mention,
 * a thread's assignee and status, the team's internal notes (a mention notifies the member), and
 * the workspace's saved replies. Reading needs `read Chat`; assigning and setting a status
 * `update Chat`; a note or a saved reply `create Chat` (a viewer reads only). Every change is
 * announced to the workspace (`chat`), so the other members' open inboxes refresh.
 */
export function inboxHandlers(backend: MockBackend) {
  const states = threadStatesOf(backend.db)
  const notes = inboxNotesOf(backend)
  const replies = savedRepliesOf(backend)

  const threadIn = async (workspaceId: string, threadId: unknown) =>
    (await workspaceThreads(backend, workspaceId)).threads.find((thread) => thread.summary.id === threadId)

  return [
    http.get(
      `${API}/chat/members`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ workspace }) =>
        json<InboxMember[]>(await inboxMembersOf(backend, workspace.id)),
      ),
    ),
    http.patch(
      `${API}/chat/threads/:threadId`,
      endpoint(
        backend,
        { can: ['update', 'Chat'], body: threadChangeSchema, refusedAs: REFUSED },
        async ({ params, workspace, body }) => {
          const workspaceId = workspace.id
          const thread = await threadIn(workspaceId, params.threadId)
          if (!thread) return threadNotFound()
          const members = await inboxMembersOf(backend, workspaceId)
          if (body.assigneeUid && !members.some((member) => member.uid === body.assigneeUid))
            return apiError(422, REFUSED, 'Some fields need attention.', { assigneeUid: 'not-a-member' })
          const id = threadStateId(workspaceId, thread.summary.id)
          const now = backend.now()
          const current = await states.get(id)
          const next: StoredThreadState = {
            id,
            ownerUid: workspaceId,
            threadId: thread.summary.id,
            assigneeUid: body.assigneeUid !== undefined ? body.assigneeUid : (current?.assigneeUid ?? null),
            status: body.status ?? current?.status ?? 'open',
            statusAt: body.status !== undefined && body.status !== current?.status ? now : (current?.statusAt ?? now),
            updatedAt: now,
          }
          await states.insert(next)
          const byUid = new Map(members.map(({ uid, name }) => [uid, { uid, name }]))
          return json<Pick<ChatThreadSummary, 'id' | 'assignee' | 'status'>>({
            id: thread.summary.id,
            assignee: next.assigneeUid
              ? (byUid.get(next.assigneeUid) ?? { uid: next.assigneeUid, name: next.assigneeUid })
              : null,
            status: next.status,
          })
        },
      ),
    ),
    http.post(
      `${API}/chat/threads/:threadId/notes`,
      endpoint(
        backend,
        { can: ['create', 'Chat'], body: noteSchema, refusedAs: REFUSED },
        async ({ params, user, workspace, body: { text } }) => {
          const workspaceId = workspace.id
          const thread = await threadIn(workspaceId, params.threadId)
          if (!thread) return threadNotFound()
          const members = await inboxMembersOf(backend, workspaceId)
          const id = newId('note', backend.now())
          await notes.insert({
            id,
            ownerUid: workspaceId,
            threadId: thread.summary.id,
            authorUid: user.uid,
            text,
            at: backend.now(),
            // Mentioning oneself notifies nobody.
            mentions: mentionsIn(text, members).filter((uid) => uid !== user.uid),
          })
          const saved = (await threadNotes(backend, workspaceId, thread.summary.id)).find((note) => note.id === id)
          return json<InboxNote>(saved!, { status: 201 })
        },
      ),
    ),
    http.get(
      `${API}/chat/saved-replies`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ workspace }) => {
        const mine = await replies.ownedBy(workspace.id)
        return json<SavedReply[]>(mine.sort((a, b) => a.title.localeCompare(b.title)).map(asSavedReply))
      }),
    ),
    http.post(
      `${API}/chat/saved-replies`,
      endpoint(
        backend,
        { can: ['create', 'Chat'], body: savedReplySchema, refusedAs: REFUSED },
        async ({ workspace, body }) => {
          const stored = await replies.insert({
            id: newId('reply', backend.now()),
            ownerUid: workspace.id,
            ...body,
            updatedAt: backend.now(),
          })
          return json<SavedReply>(asSavedReply(stored), { status: 201 })
        },
      ),
    ),
    http.put(
      `${API}/chat/saved-replies/:id`,
      endpoint(
        backend,
        { can: ['update', 'Chat'], body: savedReplySchema, refusedAs: REFUSED },
        async ({ params, workspace, body }) => {
          const current = await replies.get(String(params.id))
          if (!current || current.ownerUid !== workspace.id) return replyNotFound()
          const updated = await replies.update(current.id, { ...body, updatedAt: backend.now() })
          return json<SavedReply>(asSavedReply(updated ?? { ...current, ...body }))
        },
      ),
    ),
    http.delete(
      `${API}/chat/saved-replies/:id`,
      endpoint(backend, { can: ['delete', 'Chat'] }, async ({ params, workspace }) => {
        const current = await replies.get(String(params.id))
        if (!current || current.ownerUid !== workspace.id) return replyNotFound()
        await replies.remove(current.id)
        return new Response(null, { status: 204 })
      }),
    ),
  ]
}
