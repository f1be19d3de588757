import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import type { ContactRequest, HelpArticle, HelpArticleList } from '@/domain/pages/content'
import type { FrontOrderReceipt, frontPaymentSchema } from '@/domain/pages/frontOrders'
import { api } from '@/runtime/api'
import type { z } from 'zod'

type FrontPaymentInput = z.input<ReturnType<typeof frontPaymentSchema>>

/** The help center's articles matching `q`, in the reader's language (public: no sign-in). */
export const helpArticlesQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['help', 'articles', { q, lang }] as const,
    queryFn: () => api.get<HelpArticleList>(`/help/articles?${new URLSearchParams({ q, lang })}`),
    placeholderData: keepPreviousData,
  })

export const helpArticleQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['help', 'article', { slug, lang }] as const,
    queryFn: () => api.get<HelpArticle>(`/help/articles/${encodeURIComponent(slug)}?${new URLSearchParams({ lang })}`),
  })

/**
 * The landing page's contact form: the message reaches the team through the backend, once per
 * submission (its idempotency key).
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: ({ message, idempotencyKey }: { message: ContactRequest; idempotencyKey: string }) =>
      api.post<{ id: string }>('/contact', message, { idempotencyKey }),
  })
}

/**
 * The payment page's order (public): the receipt names the reference and what was charged. The
 * submission's idempotency key makes a double click or a retry one order.
 */
export function usePayForPlan() {
  return useMutation({
    mutationFn: ({ payment, idempotencyKey }: { payment: FrontPaymentInput; idempotencyKey: string }) =>
      api.post<FrontOrderReceipt>('/front/payments', payment, { idempotencyKey }),
  })
}
