import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type {
  AgentProfile,
  ChatMessage,
  ChatThreadDetail,
  ChatThreadList,
  InboxMember,
  InboxNote,
  SavedReply,
  ThreadChange,
} from '@/domain/chat/apiTypes'
import type { InboxFilter } from '@/domain/chat/inbox'
import { listQueryToParams, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/**
 * The inbox's calls. Every key starts with `chat`, the resource the backend announces when a DM,
 * a read receipt or a send changes the caller's threads (src/runtime/serverEvents.ts): open views
 * refresh from the event stream, without polling.
 */
export const threadsQuery = (query: ListQuery<InboxFilter>) =>
  queryOptions({
    queryKey: ['chat', 'threads', query] as const,
    queryFn: () => api.get<ChatThreadList>(`/chat/threads?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const threadQuery = (threadId: string) =>
  queryOptions({
    queryKey: ['chat', 'thread', threadId] as const,
    queryFn: () => api.get<ChatThreadDetail>(`/chat/threads/${encodeURIComponent(threadId)}`),
  })

export const agentProfileQuery = () =>
  queryOptions({
    queryKey: ['chat', 'me'] as const,
    queryFn: () => api.get<AgentProfile>('/chat/me'),
  })

/** A reply, with its submission's key: the same reply sent twice (a double Enter, a retry) is sent once. */
export interface SendMessageVariables {
  text: string
  idempotencyKey: string
}

// A send refused on the way may be recorded all the same (a failed message, with Retry): refresh after a failure too.
export const useSendMessage = (threadId: string) =>
  useResourceMutation(
    'chat',
    ({ text, idempotencyKey }: SendMessageVariables) =>
      api.post<ChatMessage>(`/chat/threads/${encodeURIComponent(threadId)}/messages`, { text }, { idempotencyKey }),
    { invalidateOnFailure: true },
  )

export const useRetrySend = (threadId: string) =>
  useResourceMutation(
    'chat',
    (sendId: string) =>
      api.post<ChatMessage>(
        `/chat/threads/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(sendId)}/retry`,
      ),
    { invalidateOnFailure: true },
  )

export const useMarkRead = () =>
  useResourceMutation('chat', (threadId: string) =>
    api.post<null>(`/chat/threads/${encodeURIComponent(threadId)}/read`),
  )

export const useUpdateAgentProfile = () =>
  useResourceMutation('chat', (patch: Partial<AgentProfile>) => api.patch<AgentProfile>('/chat/me', patch))

/** The workspace's members, to assign a thread to and to mention in a note. */
export const inboxMembersQuery = () =>
  queryOptions({
    queryKey: ['chat', 'members'] as const,
    queryFn: () => api.get<InboxMember[]>('/chat/members'),
  })

export const savedRepliesQuery = () =>
  queryOptions({
    queryKey: ['chat', 'saved-replies'] as const,
    queryFn: () => api.get<SavedReply[]>('/chat/saved-replies'),
  })

const threadPath = (threadId: string) => `/chat/threads/${encodeURIComponent(threadId)}`

/** Assigns the thread (a member's uid, or null for nobody) or sets its status. */
export const useChangeThread = (threadId: string) =>
  useResourceMutation('chat', (change: ThreadChange) => api.patch<unknown>(threadPath(threadId), change))

export const useAddNote = (threadId: string) =>
  useResourceMutation('chat', ({ text, idempotencyKey }: { text: string; idempotencyKey: string }) =>
    api.post<InboxNote>(`${threadPath(threadId)}/notes`, { text }, { idempotencyKey }),
  )

export type SavedReplyInput = Omit<SavedReply, 'id'>

/** Saves a saved reply: an edit when `id` is given, else a new one (sent once per submission key). */
export const useSaveReply = () =>
  useResourceMutation(
    'chat',
    ({ id, idempotencyKey, ...input }: SavedReplyInput & { id?: string; idempotencyKey: string }) =>
      id
        ? api.put<SavedReply>(`/chat/saved-replies/${encodeURIComponent(id)}`, input)
        : api.post<SavedReply>('/chat/saved-replies', input, { idempotencyKey }),
  )

export const useDeleteSavedReply = () =>
  useResourceMutation('chat', (id: string) => api.delete<null>(`/chat/saved-replies/${encodeURIComponent(id)}`))
