/**
 * The judgements a flow makes about the person: conditions, and whether an answer to an ask step
 * is what it asked for. Pure: the time and what is known of the person are given.
 */
import { inSegment, type SegmentSubject } from '@/domain/contacts/segments'
import { normalizeText } from '../keywords'
import type { ClockTime, FlowCondition, InputKind } from './model'
import type { FlowComment, FlowContact, SegmentRule } from './session'

/** What a condition may read; `follows` undefined means nobody looked it up yet. */
export interface ConditionFacts {
  now: number
  contact: FlowContact
  follows?: boolean
  comment?: FlowComment
  timeZone: string
  /** The workspace's segments; a condition naming one not here (deleted) does not hold. */
  segments?: readonly SegmentRule[]
}

/** Thrown (and caught by the interpreter) when a condition needs a fact the engine has not given. */
export class MissingFact extends Error {
  constructor(readonly fact: 'follows') {
    super(`The flow needs the fact "${fact}"`)
  }
}

export function conditionHolds(condition: FlowCondition, facts: ConditionFacts): boolean {
  switch (condition.kind) {
    case 'has-tag':
      return facts.contact.tags.includes(condition.tag)
    case 'field': {
      const value = facts.contact.fields[condition.field] ?? ''
      if (condition.test === 'is-set') return value.trim() !== ''
      const have = normalizeText(value.trim())
      const want = normalizeText(condition.value.trim())
      return condition.test === 'equals' ? have === want : have.includes(want)
    }
    case 'follows-account':
      if (facts.follows === undefined) throw new MissingFact('follows')
      return facts.follows
    case 'time-of-day': {
      const minute = minuteOfDay(facts.now, condition.timeZone || facts.timeZone, facts.timeZone)
      const from = clockMinutes(condition.from)
      const to = clockMinutes(condition.to)
      if (from === to) return true
      return from < to ? minute >= from && minute < to : minute >= from || minute < to
    }
    case 'from-post':
      return facts.comment !== undefined && condition.mediaIds.includes(facts.comment.mediaId)
    case 'in-segment': {
      const segment = facts.segments?.find((each) => each.id === condition.segmentId)
      return segment !== undefined && inSegment(segmentSubjectOf(facts.contact), segment.conditions)
    }
  }
}

/** The contact as a segment reads it: nothing known of where they came from is no source. */
function segmentSubjectOf(contact: FlowContact): SegmentSubject {
  return {
    tags: contact.tags,
    fields: contact.fields,
    source: contact.source ?? null,
    optedOut: contact.optedOut ?? false,
  }
}

function clockMinutes(time: ClockTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const clocks = new Map<string, Intl.DateTimeFormat>()

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    clocks.set(timeZone, clock)
  }
  return clock
}

/** Minutes since midnight at `at` in the time zone (the fallback when the first is not a real zone). */
function minuteOfDay(at: number, timeZone: string, fallbackZone: string): number {
  let clock: Intl.DateTimeFormat
  try {
    clock = clockIn(timeZone)
  } catch {
    clock = clockIn(fallbackZone)
  }
  const parts = clock.formatToParts(at)
  const part = (type: 'hour' | 'minute') => Number(parts.find((each) => each.type === type)?.value ?? 0)
  return part('hour') * 60 + part('minute')
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const PHONE_SEPARATORS = /[\s().-]/g
const E164 = /^\+[1-9]\d{6,14}$/
const NUMBER = /^[+-]?\d+([.,]\d+)?$/

/** The answer as it is saved into the field, or null when it is not what the step asked for. */
export function checkAnswer(kind: InputKind, answer: string): string | null {
  const text = answer.trim()
  switch (kind) {
    case 'email':
      return EMAIL.test(text) ? text : null
    case 'phone': {
      const compact = text.replace(PHONE_SEPARATORS, '').replace(/^00/, '+')
      return E164.test(compact) ? compact : null
    }
    case 'number':
      return NUMBER.test(text) ? String(Number(text.replace(',', '.'))) : null
    case 'text':
      return text === '' ? null : text
  }
}
