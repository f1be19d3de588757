import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { FaqList } from '@/domain/pages/content'
import { api } from '@/runtime/api'

/** The FAQ's entries matching `q`, in the reader's language (`GET /api/pages/faq`). */
export const faqQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['faq', 'list', { q, lang }] as const,
    queryFn: () => api.get<FaqList>(`/pages/faq?${new URLSearchParams({ q, lang })}`),
    placeholderData: keepPreviousData,
  })
