import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CourseDetail } from '@/domain/academy/syllabus'
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

/** The learner's courses, as cards (docs/product.md, "Academy"). */
export const myCoursesQuery = (query: ListQuery<'topic' | 'hide'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'my-courses', query] as const,
    queryFn: () => api.get<ListPage<CourseRow>>(`/academy/courses?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'course', id] as const,
    queryFn: () => api.get<CourseDetail>(`/academy/courses/${encodeURIComponent(id)}`),
  })

/** The first course still to finish, with its syllabus; null once every course is completed. */
export const nextCourseQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'next-course'] as const,
    queryFn: () => api.get<CourseDetail | null>('/academy/next-course'),
  })

/** Ticks or unticks a lesson; the page shows the answer (the course's progress moves with it). */
export function useTickLesson(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ index, done }: { index: number; done: boolean }) =>
      api.put<CourseDetail>(`/academy/courses/${encodeURIComponent(id)}/lessons/${index}`, { done }),
    onSuccess: (detail) => {
      client.setQueryData(courseQuery(id).queryKey, detail)
      // Shown as the next course, it stays on the page even once completed: no jump to another.
      const shownAsNext = client.getQueryData(nextCourseQuery().queryKey)?.course.id === id
      if (shownAsNext) client.setQueryData(nextCourseQuery().queryKey, detail)
      void client.invalidateQueries({
        queryKey: [RESOURCE],
        predicate: ({ queryKey: [, kind] }) => kind !== 'course' && !(kind === 'next-course' && shownAsNext),
      })
    },
  })
}
