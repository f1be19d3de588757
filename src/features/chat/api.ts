import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
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

function useInvalidateChat() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['chat'] })
}

export function useSendMessage(threadId: string) {
  const invalidate = useInvalidateChat()
  return useMutation({
    mutationFn: (text: string) =>
      api.post<ChatMessage>(`/chat/threads/${encodeURIComponent(threadId)}/messages`, { text }),
    onSettled: invalidate,
  })
}

export function useRetrySend(threadId: string) {
  const invalidate = useInvalidateChat()
  return useMutation({
    mutationFn: (sendId: string) =>
      api.post<ChatMessage>(
        `/chat/threads/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(sendId)}/retry`,
      ),
    onSettled: invalidate,
  })
}

export function useMarkRead() {
  const invalidate = useInvalidateChat()
  return useMutation({
    mutationFn: (threadId: string) => api.post<null>(`/chat/threads/${encodeURIComponent(threadId)}/read`),
    onSuccess: invalidate,
  })
}

export function useUpdateAgentProfile() {
  const invalidate = useInvalidateChat()
  return useMutation({
    mutationFn: (patch: Partial<AgentProfile>) => api.patch<AgentProfile>('/chat/me', patch),
    onSuccess: invalidate,
  })
}
