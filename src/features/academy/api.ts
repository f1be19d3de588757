import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AcademyDashboard, CourseRow } from '@/domain/shop/apiTypes'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to any of its records refreshes every view of it. */
const RESOURCE = 'shop'

export const academyQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'academy'] as const,
    queryFn: () => api.get<AcademyDashboard>('/dashboard/academy'),
  })

export const coursesQuery = (query: ListQuery<'topic'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'courses', query] as const,
    queryFn: () => api.get<ListPage<CourseRow>>(`/dashboard/academy/courses?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })
