import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CourseProgress } from '@/domain/academy/syllabus'
import type { CourseTopic } from '@/domain/shop/model'

export const TOPIC_LABELS: Record<CourseTopic, MessageDescriptor> = {
  espresso: msg`Espresso`,
  brewing: msg`Brewing`,
  'latte-art': msg`Latte art`,
  roasting: msg`Roasting`,
  service: msg`Service`,
  business: msg`Running a café`,
}

/** The course card's button, by where the learner is. */
export const PROGRESS_ACTIONS: Record<CourseProgress, MessageDescriptor> = {
  'not-started': msg`Start the course`,
  'in-progress': msg`Continue`,
  completed: msg({ message: 'Review', context: 'course' }),
}
