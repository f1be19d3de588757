import { z } from 'zod'

/**
 * A workspace's custom contact fields: each has a type, and the values (kept as text, the way
 * flows write them) are checked against it.
 */
export const FIELD_TYPES = ['text', 'number', 'email', 'phone', 'date', 'yes-no'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export interface ContactFieldDefinition {
  /** The name flows use (`{{email}}`, a set-field step). */
  key: string
  type: FieldType
}

/** A field's name: what a flow's `{{name}}` can hold. */
export const fieldKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^{}|]+$/, 'invalid')

export const fieldDefinitionSchema = z.object({ key: fieldKeySchema, type: z.enum(FIELD_TYPES) })

export const fieldDefinitionsSchema = z
  .array(fieldDefinitionSchema)
  .max(50)
  .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, 'duplicate')

const VALUE_SCHEMAS: Record<FieldType, z.ZodType<string>> = {
  text: z.string().max(500),
  number: z.string().regex(/^-?\d+(\.\d+)?$/, 'not-a-number'),
  email: z.email('not-an-email'),
  phone: z.string().regex(/^\+?[0-9][0-9 ().-]{5,19}$/, 'not-a-phone'),
  date: z.iso.date('not-a-date'),
  'yes-no': z.enum(['yes', 'no'], 'not-yes-or-no'),
}

/** Checks a value as its field's type wants it; the reason is a code the screens translate. */
export function checkFieldValue(type: FieldType, value: string): { ok: true } | { ok: false; reason: string } {
  const parsed = VALUE_SCHEMAS[type].safeParse(value.trim())
  return parsed.success ? { ok: true } : { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid' }
}

/**
 * The type a field has in the workspace: its definition's, or, for a field flows write without
 * one, text (an `email` or `phone` field is checked as one even so).
 */
export function fieldTypeOf(definitions: readonly ContactFieldDefinition[], key: string): FieldType {
  const defined = definitions.find((definition) => definition.key === key)
  if (defined) return defined.type
  const name = key.toLowerCase()
  return name === 'email' || name === 'e-mail' ? 'email' : name === 'phone' ? 'phone' : 'text'
}
