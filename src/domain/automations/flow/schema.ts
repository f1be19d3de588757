import { z } from 'zod'
import type { FlowGraph } from './model'

/**
 * The shape of a flow as the builder sends it: types and known kinds only, so no rule ever reads
 * a malformed step. What a flow may do is `flowProblems`'s to say, step by step.
 */
const stepId = z.string().min(1)
const next = stepId.nullable()

const buttonSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('step'), next }),
    z.object({ kind: z.literal('link'), url: z.string() }),
  ]),
})

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string().min(1), kind: z.literal('text'), text: z.string(), buttons: z.array(buttonSchema) }),
  z.object({
    id: z.string().min(1),
    kind: z.literal('media'),
    mediaType: z.enum(['image', 'video']),
    url: z.string(),
  }),
  z.object({
    id: z.string().min(1),
    kind: z.literal('carousel'),
    cards: z.array(
      z.object({
        id: z.string().min(1),
        title: z.string(),
        subtitle: z.string(),
        imageUrl: z.string(),
        buttons: z.array(buttonSchema),
      }),
    ),
  }),
])

const keywordRule = z.object({ keywords: z.array(z.string()), mode: z.enum(['contains', 'exact']) })
const clockTime = z.string().regex(/^\d{2}:\d{2}$/) as z.ZodType<`${number}:${number}`>

const conditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('has-tag'), tag: z.string() }),
  z.object({
    kind: z.literal('field'),
    field: z.string(),
    test: z.enum(['is-set', 'equals', 'contains']),
    value: z.string(),
  }),
  z.object({ kind: z.literal('follows-account') }),
  z.object({ kind: z.literal('time-of-day'), from: clockTime, to: clockTime, timeZone: z.string() }),
  z.object({ kind: z.literal('from-post'), mediaIds: z.array(z.string()) }),
  z.object({ kind: z.literal('in-segment'), segmentId: z.string() }),
])

const seconds = z.number()

const stepSchema = z.discriminatedUnion('kind', [
  z.object({
    id: stepId,
    kind: z.literal('send'),
    channel: z.enum(['private-reply', 'message']),
    messages: z.array(messageSchema),
    quickReplies: z.array(z.object({ id: z.string().min(1), title: z.string(), next })),
    next,
  }),
  z.object({ id: stepId, kind: z.literal('public-reply'), variants: z.array(z.string()), next }),
  z.object({ id: stepId, kind: z.literal('wait'), seconds, next }),
  z.object({
    id: stepId,
    kind: z.literal('wait-reply'),
    routes: z.array(z.object({ id: z.string().min(1), keywords: keywordRule, next })),
    otherwise: next,
    timeoutSeconds: seconds,
    timeout: next,
  }),
  z.object({
    id: stepId,
    kind: z.literal('ask'),
    input: z.enum(['email', 'phone', 'number', 'text']),
    question: z.string(),
    retryText: z.string(),
    maxAttempts: z.number(),
    field: z.string(),
    timeoutSeconds: seconds,
    next,
    failed: next,
    timeout: next,
  }),
  z.object({ id: stepId, kind: z.literal('condition'), condition: conditionSchema, then: next, otherwise: next }),
  z.object({
    id: stepId,
    kind: z.literal('split'),
    branches: z.array(z.object({ id: z.string().min(1), label: z.string(), weight: z.number(), next })),
  }),
  z.object({ id: stepId, kind: z.literal('tag'), action: z.enum(['add', 'remove']), tag: z.string(), next }),
  z.object({ id: stepId, kind: z.literal('set-field'), field: z.string(), value: z.string(), next }),
  z.object({ id: stepId, kind: z.literal('handover'), note: z.string() }),
  z.object({ id: stepId, kind: z.literal('goto-flow'), automationId: z.string() }),
  z.object({ id: stepId, kind: z.literal('end') }),
])

export const flowGraphSchema: z.ZodType<FlowGraph> = z
  .object({
    start: next,
    steps: z.record(z.string(), stepSchema),
    layout: z.record(z.string(), z.object({ x: z.number(), y: z.number() })),
  })
  .refine((flow) => Object.entries(flow.steps).every(([id, step]) => step.id === id), {
    message: 'Each step is stored under its own id.',
  })
