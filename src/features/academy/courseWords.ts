import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CourseProgress } from '@/domain/academy/syllabus'

/** The course card's button, by where the learner is. */
export const PROGRESS_ACTIONS: Record<CourseProgress, MessageDescriptor> = {
  'not-started': msg`Start the course`,
  'in-progress': msg`Continue`,
  completed: msg({ message: 'Review', context: 'course' }),
}
