import { describe, expect, it } from 'vitest'
import { initialDone, syllabusOf, tick, type CourseDetail } from '@/domain/academy/syllabus'
import type { ListPage } from '@/domain/list'
import type { CourseRow } from '@/domain/shop/apiTypes'
import { demoBackend } from '../automations/mockHarness'

describe('a course’s syllabus (docs/product.md, "Academy")', () => {
  it('has one lesson per task in at most four sections, its minutes summing to the course’s', () => {
    for (const totalTasks of [1, 3, 8, 17, 30]) {
      const sections = syllabusOf({ topic: 'espresso', totalTasks, minutes: 250 }, initialDone(2))
      const lessons = sections.flatMap((section) => section.lessons)
      expect(lessons.map((lesson) => lesson.index)).toEqual([...Array(totalTasks).keys()])
      expect(sections.length).toBeLessThanOrEqual(4)
      expect(lessons.reduce((sum, lesson) => sum + lesson.minutes, 0)).toBe(250)
      expect(lessons.filter((lesson) => lesson.done).length).toBe(Math.min(2, totalTasks))
    }
  })

  it('keeps ticks sorted, once each, within the course', () => {
    expect(tick([2, 0], 1, true, 3)).toEqual([0, 1, 2])
    expect(tick([0, 1], 1, false, 3)).toEqual([0])
    expect(tick([0, 7], 5, true, 3)).toEqual([0])
    expect(tick([0], 1, true, 1)).toEqual([0])
  })
})

describe('the academy in the mock backend', () => {
  const mock = demoBackend()
  const courses = async (uid: string, query = '') =>
    (await mock.call<ListPage<CourseRow>>(uid, 'GET', `/academy/courses?itemsPerPage=100${query}`)).json

  it('ticks a lesson for the learner’s workspace only, and the course’s progress follows', async () => {
    const all = await courses('client')
    expect(all.total).toBe(30)
    const open = await courses('client', '&hide=completed')
    expect(open.items.every((course) => course.completedTasks < course.totalTasks)).toBe(true)
    const course = open.items.find((each) => each.completedTasks === 0) ?? open.items[0]!
    const before = (await mock.call<CourseDetail>('client', 'GET', `/academy/courses/${course.id}`)).json
    const next = before.sections.flatMap((section) => section.lessons).find((lesson) => !lesson.done)!
    const ticked = await mock.call<CourseDetail>(
      'client',
      'PUT',
      `/academy/courses/${course.id}/lessons/${next.index}`,
      {
        done: true,
      },
    )
    expect(ticked.json.course.completedTasks).toBe(course.completedTasks + 1)
    const again = (await courses('client')).items.find((each) => each.id === course.id)!
    expect(again.completedTasks).toBe(course.completedTasks + 1)
    // Another workspace's course, a lesson the course does not have, a tick that is not one.
    expect((await mock.call('admin', 'GET', `/academy/courses/${course.id}`)).status).toBe(404)
    const past = await mock.call('client', 'PUT', `/academy/courses/${course.id}/lessons/${course.totalTasks}`, {
      done: true,
    })
    expect(past.status).toBe(404)
    expect((await mock.call('client', 'PUT', `/academy/courses/${course.id}/lessons/0`, { done: 'yes' })).status).toBe(
      422,
    )
  })

  it('answers the first course still to finish, with its syllabus, from the caller’s workspace', async () => {
    const open = await courses('client', '&hide=completed')
    const next = (await mock.call<CourseDetail | null>('client', 'GET', '/academy/next-course')).json
    expect(next?.course).toEqual(open.items[0])
    expect(next?.sections.flatMap((section) => section.lessons)).toHaveLength(open.items[0]!.totalTasks)
    const theirs = (await mock.call<CourseDetail | null>('admin', 'GET', '/academy/next-course')).json
    expect(theirs?.course.id).not.toBe(next?.course.id)
  })
})
