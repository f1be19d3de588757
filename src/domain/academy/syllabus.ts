import type { CourseRow } from '@/domain/shop/apiTypes'
import type { CourseTopic } from '@/domain/shop/model'

/**
 * A course's syllabus (docs/product.md, "Academy"): its lessons in sections, as many lessons as
 * the course has tasks, each ticked off by the learner. Which lessons are done is all a course
 * stores; its progress (`completedTasks`) is their count.
 */
export interface Lesson {
  /** Its place in the course, from 0: what the learner's ticks are kept by. */
  index: number
  title: string
  minutes: number
  done: boolean
}

export interface SyllabusSection {
  title: string
  lessons: Lesson[]
}

/** What each topic's lessons are about, in order; a long course goes round them in practice rounds. */
const LESSONS: Record<CourseTopic, readonly string[]> = {
  espresso: [
    'The parts of an espresso machine',
    'Dose, yield and time',
    'Grinding for espresso',
    'Distribution and tamping',
    'Tasting under- and over-extraction',
    'Adjusting for a new bag',
    'Keeping the group heads clean',
    'A shot for every drink on the menu',
  ],
  brewing: [
    'Ratios and water temperature',
    'Choosing a grind size',
    'The bloom',
    'Pouring in stages',
    'Brewing for two or for ten',
    'Cleaning the brewers',
    'Comparing two origins side by side',
    'Writing a house recipe',
  ],
  'latte-art': [
    'Texturing milk',
    'The pitcher and the cup',
    'Pouring the base',
    'The heart',
    'The tulip',
    'The rosetta',
    'Symmetry and contrast',
    'Pouring under time pressure',
  ],
  roasting: [
    'From green bean to roast',
    'The stages of a roast',
    'Reading a roast curve',
    'First crack and development',
    'Cooling and resting',
    'Cupping your roast',
    'Roasting for filter and for espresso',
    'Keeping a roast log',
  ],
  service: [
    'The first ten seconds',
    'Taking an order',
    'Recommending a drink',
    'When something goes wrong',
    'Allergens at the counter',
    'Busy hours',
    'Regulars and newcomers',
    'Closing the till',
  ],
  business: [
    'Knowing your costs',
    'Setting prices',
    'Stock and suppliers',
    'Your online shop',
    'Subscriptions',
    'Hiring and rotas',
    'Reading the monthly figures',
    'Planning the next season',
  ],
}

/** What each topic's courses set out to teach: the course page's "About". */
export const ABOUT: Record<CourseTopic, string> = {
  espresso:
    'Pull shots you are proud of, every time: how the machine works, how dose, yield and time shape the cup, and how to taste what to change.',
  brewing:
    'Brew filter coffee by hand and in batches with recipes you can repeat, and learn to hear what the coffee is telling you.',
  'latte-art':
    'From silky milk to a steady rosetta: practise the pours step by step until they hold up on a busy morning.',
  roasting:
    'Follow coffee from green bean to roast, read the curve, and cup your own roasts to decide what to try next.',
  service: 'Make every guest feel welcome, take orders with confidence and turn a complaint into a regular.',
  business: 'Price your menu, keep stock and suppliers in hand, and grow the shop online, one season at a time.',
}

const SECTIONS = ['Getting started', 'Core skills', 'In practice', 'Going further'] as const

/** The lessons that count as done when a course has never been ticked: its first `completedTasks`. */
export const initialDone = (completedTasks: number): number[] => Array.from({ length: completedTasks }, (_, at) => at)

/** The syllabus of a course: `totalTasks` lessons over (at most) four sections, `done` ticked. */
export function syllabusOf(
  course: { topic: CourseTopic; totalTasks: number; minutes: number },
  done: readonly number[],
): SyllabusSection[] {
  const titles = LESSONS[course.topic]
  const ticked = new Set(done)
  const total = Math.max(0, course.totalTasks)
  // The course's minutes spread over its lessons, the remainder on the first ones.
  const base = Math.floor(course.minutes / Math.max(1, total))
  const extra = course.minutes - base * total
  const lessons: Lesson[] = Array.from({ length: total }, (_, index) => {
    const round = Math.floor(index / titles.length)
    const title = titles[index % titles.length]!
    return {
      index,
      title: round === 0 ? title : `${title} (practice round ${round + 1})`,
      minutes: base + (index < extra ? 1 : 0),
      done: ticked.has(index),
    }
  })
  const perSection = Math.max(1, Math.ceil(total / SECTIONS.length))
  return SECTIONS.map((title, at) => ({
    title,
    lessons: lessons.slice(at * perSection, (at + 1) * perSection),
  })).filter((section) => section.lessons.length > 0)
}

/** The ticks after the learner ticks or unticks one lesson: sorted, each once, within the course. */
export function tick(done: readonly number[], index: number, isDone: boolean, totalTasks: number): number[] {
  const next = new Set(done.filter((at) => Number.isInteger(at) && at >= 0 && at < totalTasks))
  if (Number.isInteger(index) && index >= 0 && index < totalTasks) {
    if (isDone) next.add(index)
    else next.delete(index)
  }
  return [...next].sort((a, b) => a - b)
}

/** Where the learner is: none done, some, or all. */
export type CourseProgress = 'not-started' | 'in-progress' | 'completed'
export function progressOf({
  completedTasks,
  totalTasks,
}: {
  completedTasks: number
  totalTasks: number
}): CourseProgress {
  return completedTasks === 0 ? 'not-started' : completedTasks >= totalTasks ? 'completed' : 'in-progress'
}

/** A course with its syllabus, the learner's ticks on it: what the course page shows. */
export interface CourseDetail {
  course: CourseRow
  sections: SyllabusSection[]
}
