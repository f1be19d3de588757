import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { ThreadAutomations } from '@/domain/chat/threadAutomations'
import { api } from '@/runtime/api'

const path = (threadId: string) => `/chat/threads/${encodeURIComponent(threadId)}/automations`

/** Whether automations answer the thread's person, and whether Human Agent replies are on. */
export const threadAutomationsQuery = (threadId: string) =>
  queryOptions({
    queryKey: ['chat', 'thread', threadId, 'automations'] as const,
    queryFn: () => api.get<ThreadAutomations>(path(threadId)),
  })

export const useResumeAutomations = (threadId: string) =>
  useResourceMutation('chat', () => api.post<ThreadAutomations>(`${path(threadId)}/resume`))
