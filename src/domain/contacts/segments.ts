import { z } from 'zod'
import { normalizeText } from '@/domain/automations/keywords'
import { fieldKeySchema } from './fields'
import { CONTACT_SOURCES, type ContactSource } from './source'

/**
 * A segment: a saved filter over a workspace's contacts, by tags, fields, source and opt-out.
 * A contact is in it when every condition holds; flows ask the same question of one contact.
 */
export const segmentConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tag'), tag: z.string().trim().min(1).max(60), has: z.boolean() }),
  z.object({
    kind: z.literal('field'),
    field: fieldKeySchema,
    test: z.enum(['is-set', 'equals', 'contains']),
    value: z.string().max(200),
  }),
  z.object({ kind: z.literal('source'), source: z.enum(CONTACT_SOURCES) }),
  z.object({ kind: z.literal('opted-out'), optedOut: z.boolean() }),
])
export type SegmentCondition = z.infer<typeof segmentConditionSchema>

export const segmentInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  conditions: z.array(segmentConditionSchema).min(1).max(20),
})
export type SegmentInput = z.infer<typeof segmentInputSchema>

export interface Segment extends SegmentInput {
  id: string
}

/** What a segment reads of a contact. */
export interface SegmentSubject {
  tags: readonly string[]
  fields?: Readonly<Record<string, string>>
  source?: ContactSource | null
  optedOut: boolean
}

export function conditionHolds(condition: SegmentCondition, contact: SegmentSubject): boolean {
  switch (condition.kind) {
    case 'tag':
      return contact.tags.includes(condition.tag) === condition.has
    case 'field': {
      // As a flow's field condition reads it: trimmed, case and accents aside.
      const value = contact.fields?.[condition.field] ?? ''
      if (condition.test === 'is-set') return value.trim() !== ''
      const have = normalizeText(value.trim())
      const want = normalizeText(condition.value.trim())
      return condition.test === 'equals' ? have === want : have.includes(want)
    }
    case 'source':
      return contact.source === condition.source
    case 'opted-out':
      return contact.optedOut === condition.optedOut
  }
}

export function inSegment(contact: SegmentSubject, conditions: readonly SegmentCondition[]): boolean {
  return conditions.every((condition) => conditionHolds(condition, contact))
}
