import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { initialDone, syllabusOf, tick, type CourseDetail } from '@/domain/academy/syllabus'
import { COURSE_TOPICS, type ShopCourse } from '@/domain/shop/model'
import type { CourseRow } from '@/domain/shop/apiTypes'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import { workspaceShop } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const BASE = `${API}/academy`

const rowOf = ({ ownerUid: _owner, doneLessons: _done, ...course }: ShopCourse): CourseRow => course
const doneOf = (course: ShopCourse) => course.doneLessons ?? initialDone(course.completedTasks)
const detailOf = (course: ShopCourse): CourseDetail => ({
  course: rowOf(course),
  sections: syllabusOf(course, doneOf(course)),
})

const stillToFinish = (course: ShopCourse) => course.completedTasks < course.totalTasks

const coursesSpec: ListSpec<ShopCourse> = {
  searchIn: (course) => [course.title, course.instructor],
  sortable: { title: (course) => course.title },
  filters: {
    topic: { values: COURSE_TOPICS, matches: (course, topic) => course.topic === topic },
    // "Hide completed": only what is left to do.
    hide: { values: ['completed'], matches: stillToFinish },
  },
}

const tickSchema = z.object({ done: z.boolean() })

/**
 * `/api/academy` (docs/product.md, "Academy"): the caller's courses from their workspace's demo
 * shop, and their ticks on each course's lessons, checked against their rules on `Academy`.
 */
export function academyHandlers(backend: MockBackend) {
  const courseOf = async (user: VerifiedIdToken, id: string) =>
    (await workspaceShop(backend.db, user.uid, todayOf(backend))).courses.find((course) => course.id === id)
  const missing = () => apiError(404, 'academy/no-course', 'There is no such course.')

  return [
    http.get(
      `${BASE}/courses`,
      endpoint(backend, { can: ['read', 'Academy'], query: coursesSpec }, async ({ user, query }) => {
        const page = queryList(
          (await workspaceShop(backend.db, user.uid, todayOf(backend))).courses,
          query,
          coursesSpec,
        )
        return json({ items: page.items.map(rowOf), total: page.total })
      }),
    ),
    // The first course still to finish, in the list's order, with its syllabus (null when every
    // course is completed): the course page without a course in its address, in one request.
    http.get(
      `${BASE}/next-course`,
      endpoint(backend, { can: ['read', 'Academy'] }, async ({ user }) => {
        const { courses } = await workspaceShop(backend.db, user.uid, todayOf(backend))
        const next = courses.find(stillToFinish)
        return json<CourseDetail | null>(next ? detailOf(next) : null)
      }),
    ),
    http.get(
      `${BASE}/courses/:id`,
      endpoint(backend, { can: ['read', 'Academy'] }, async ({ params, user }) => {
        const course = await courseOf(user, String(params.id))
        return course ? json<CourseDetail>(detailOf(course)) : missing()
      }),
    ),
    http.put(
      `${BASE}/courses/:id/lessons/:index`,
      endpoint(
        backend,
        { can: ['update', 'Academy'], body: tickSchema, refusedAs: 'academy/invalid' },
        async ({ params, user, body }) => {
          const index = Number(params.index)
          if (!Number.isInteger(index)) return apiError(422, 'academy/invalid', 'The tick is not valid.')
          await workspaceShop(backend.db, user.uid, todayOf(backend))
          const outcome = await backend.db.transaction(async (db) => {
            const courses = db.collection<ShopCourse>('shopCourses')
            const course = await courses.get(String(params.id))
            if (!course || course.ownerUid !== user.uid) return missing()
            if (index < 0 || index >= course.totalTasks)
              return apiError(404, 'academy/no-lesson', 'There is no such lesson.')
            const doneLessons = tick(doneOf(course), index, body.done, course.totalTasks)
            return (await courses.update(course.id, { doneLessons, completedTasks: doneLessons.length }))!
          })
          return outcome instanceof Response ? outcome : json<CourseDetail>(detailOf(outcome))
        },
      ),
    ),
  ]
}
