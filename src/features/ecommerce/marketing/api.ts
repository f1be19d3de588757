import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import type { InviteRequest, ReferralRow, ReferralStats } from '@/domain/shop/referrals'
import type { ReviewRow, ReviewStats, ReviewStatus } from '@/domain/shop/reviews'
import type { SettingsTab, StoreSettings } from '@/domain/shop/storeSettings'
import { api } from '@/runtime/api'

/** The backend's resources: a change announced for one refreshes every view of it. */
const REVIEWS = 'shopReviews'
const REFERRALS = 'shopReferrals'
const SETTINGS = 'shopSettings'

export const reviewsQuery = (query: ListQuery<'status' | 'rating'>) =>
  queryOptions({
    queryKey: [REVIEWS, 'list', query] as const,
    queryFn: () => api.get<ListPage<ReviewRow>>(`/ecommerce/reviews?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const reviewStatsQuery = () =>
  queryOptions({
    queryKey: [REVIEWS, 'stats'] as const,
    queryFn: () => api.get<ReviewStats>('/ecommerce/reviews/stats'),
  })

export const referralsQuery = (query: ListQuery<'status'>) =>
  queryOptions({
    queryKey: [REFERRALS, 'list', query] as const,
    queryFn: () => api.get<ListPage<ReferralRow>>(`/ecommerce/referrals?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const referralSummaryQuery = () =>
  queryOptions({
    queryKey: [REFERRALS, 'summary'] as const,
    queryFn: () => api.get<{ stats: ReferralStats; shareCode: string }>('/ecommerce/referrals/summary'),
  })

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: [SETTINGS] as const,
    queryFn: () => api.get<StoreSettings>('/ecommerce/settings'),
  })

const reviewPath = (id: string, rest = '') => `/ecommerce/reviews/${encodeURIComponent(id)}${rest}`

export const useSetReviewStatus = () =>
  useResourceMutation(REVIEWS, ({ id, status }: { id: string; status: ReviewStatus }) =>
    api.patch<{ id: string; status: ReviewStatus }>(reviewPath(id), { status }),
  )
export const useDeleteReview = () => useResourceMutation(REVIEWS, (id: string) => api.delete<void>(reviewPath(id)))
export const useRestoreReview = () =>
  useResourceMutation(REVIEWS, (id: string) => api.post<{ id: string }>(reviewPath(id, '/restore')))

/** With the form submission's idempotency key: a double click or a retry invites once. */
export const useInvite = () =>
  useResourceMutation(REFERRALS, ({ input, idempotencyKey }: { input: InviteRequest; idempotencyKey: string }) =>
    api.post<{ created: ReferralRow[] }>('/ecommerce/referrals', input, { idempotencyKey }),
  )

export function useSaveSettings<Tab extends SettingsTab>(tab: Tab) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: StoreSettings[Tab]) => api.put<StoreSettings>(`/ecommerce/settings/${tab}`, values),
    // The answer is the stored record: the other tabs' forms keep what they hold.
    onSuccess: (settings) => client.setQueryData(storeSettingsQuery().queryKey, settings),
  })
}
