import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import type { AutomationSummary, DashboardResponse } from '@/domain/automations/apiTypes'
import type {
  FaqList,
  HelpArticleList,
  HelpCategory,
  LaunchSignupRequest,
  LaunchSignupResult,
} from '@/domain/pages/content'
import { PAGE_SIZES, type ListPage } from '@/domain/list'
import { api } from '@/runtime/api'

/** The FAQ's entries matching `q`, in the reader's language (`GET /api/pages/faq`). */
export const faqQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['faq', 'list', { q, lang }] as const,
    queryFn: () => api.get<FaqList>(`/pages/faq?${new URLSearchParams({ q, lang })}`),
    placeholderData: keepPreviousData,
  })

/**
 * The coming-soon page's "notify me": the address joins the launch list (public, no sign-in), once
 * per submission (its idempotency key).
 */
export function useLaunchSignup() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: LaunchSignupRequest; idempotencyKey: string }) =>
      api.post<LaunchSignupResult>('/launch-signups', request, { idempotencyKey }),
  })
}

/** The workspace's live overview (`GET /api/automations/dashboard`), as the card-actions page shows it. */
export const overviewCardsQuery = () =>
  queryOptions({
    // Under `automations`: the event stream refreshes it when runs or accounts change.
    queryKey: ['automations', 'dashboard'] as const,
    queryFn: () => api.get<DashboardResponse>('/automations/dashboard'),
  })

/** How many automations the workspace has: the smallest page is enough, the page carries the total. */
export const automationCountQuery = () =>
  queryOptions({
    // Under `automations`: the event stream refreshes it when automations change.
    queryKey: ['automations', 'count'] as const,
    queryFn: async () =>
      (await api.get<ListPage<AutomationSummary>>(`/automations?itemsPerPage=${PAGE_SIZES[0]}`)).total,
  })

/** The help center's articles of one category, in the reader's language (`GET /api/help/articles`). */
export const helpCategoryQuery = (category: HelpCategory, lang: string) =>
  queryOptions({
    queryKey: ['help', 'articles', { q: '', lang }] as const,
    queryFn: () => api.get<HelpArticleList>(`/help/articles?${new URLSearchParams({ q: '', lang })}`),
    select: (list) => list.items.filter((article) => article.category === category),
  })
