import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { AgentProfile, ChatMessage, ChatThreadDetail, ChatThreadList } from '@/domain/chat/apiTypes'
import { listQueryToParams, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/**
 * The inbox's calls. Every key starts with `chat`, the resource the backend announces when a DM,
 * a read receipt or a send changes the caller's threads (src/runtime/serverEvents.ts): open views
 * refresh from the event stream, without polling.
 */
export const threadsQuery = (query: ListQuery<'account'>) =>
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
