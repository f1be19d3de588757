/**
 * What the entry triggers read off an event and accept from the builder: where a comment was
 * written, which refs an `ig.me` link or an ad may carry, how often a default reply may answer one
 * person, and the shape of every trigger as the API accepts it.
 */
import { z } from 'zod'
import { entryPayload, shortLinkRef } from '@/domain/entryPoints/payloads'
import type { CommentEvent, Referral } from '@/domain/instagram/events'
import type { Automation, AutomationTrigger, CommentPlace } from './model'

export const COMMENT_PLACES: readonly CommentPlace[] = ['post', 'reel', 'ad', 'live']

/** A comment trigger saved before places could be chosen answers these. */
const PLACES_BEFORE_CHOICE: readonly CommentPlace[] = ['post', 'reel', 'ad']

/**
 * Where a comment was written, from its webhook: a `live_comments` change is a live video's, an
 * ad's comment carries the ad's id, and `media.media_product_type` tells a reel from a post.
 */
export function commentPlaceOf(event: Pick<CommentEvent, 'live' | 'adId' | 'mediaProductType'>): CommentPlace {
  if (event.live || event.mediaProductType === 'LIVE') return 'live'
  if (event.adId !== undefined || event.mediaProductType === 'AD') return 'ad'
  if (event.mediaProductType === 'REELS') return 'reel'
  return 'post'
}

export function commentPlacesOf(
  trigger: Extract<AutomationTrigger, { kind: 'comment-keyword' }>,
): readonly CommentPlace[] {
  return trigger.places ?? PLACES_BEFORE_CHOICE
}

/** The ref a made-up start of a ref-link automation comes with: its own link's. */
export function startRefOf(automation: Pick<Automation, 'id' | 'trigger'>): string | undefined {
  return automation.trigger.kind === 'ref-link' ? shortLinkRef(automation.id) : undefined
}

/**
 * The payload a made-up tap starts the automation with (test mode, the rehearsal): its first
 * payload, or an ice breaker naming it; undefined for triggers that no tap starts.
 */
export function startPayloadOf(automation: Pick<Automation, 'id' | 'trigger'>): string | undefined {
  if (automation.trigger.kind === 'postback') return automation.trigger.payloads[0] ?? ''
  if (automation.trigger.kind === 'menu-tap') return entryPayload('ice-breaker', automation.id)
  return undefined
}

/** ig.me links: a ref is up to 2,083 characters, letters, digits, `-`, `_` and `=` only. */
export const REF_MAX_CHARS = 2083
const REF_PATTERN = /^[A-Za-z0-9_=-]+$/

export function isValidRef(ref: string): boolean {
  return ref.length <= REF_MAX_CHARS && REF_PATTERN.test(ref)
}

/** What Instagram sends when a person opens an `ig.me` link with `ref` (a made-up start, in test mode and the rehearsal). */
export function linkReferral(ref: string): Referral {
  return { ref, source: 'SHORTLINK', type: 'OPEN_THREAD' }
}

/** How often a default reply may answer the same person, in hours: at most once a day, at least once a week. */
export const DEFAULT_REPLY_HOURS = { min: 24, max: 168 } as const

const HOUR_MS = 3_600_000

/**
 * Whether a default reply may answer a message written at `at`, when it last answered the same
 * person at `lastAt`: never twice within its hours (an older message delivered late included), and
 * never twice within a day, whatever hours a stored trigger holds.
 */
export function defaultReplyDue(trigger: AutomationTrigger, lastAt: number | undefined, at: number): boolean {
  if (trigger.kind !== 'default-reply') return false
  const hours = Math.max(trigger.onceEveryHours, DEFAULT_REPLY_HOURS.min)
  return lastAt === undefined || at - lastAt >= hours * HOUR_MS
}

const keywordRule = z.object({ keywords: z.array(z.string()), mode: z.enum(['contains', 'exact']) })
const mediaScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('any') }),
  z.object({ kind: z.literal('selected'), mediaIds: z.array(z.string()) }),
])

/** Every trigger's shape; its rules (keywords required, a valid ref, …) are `validateAutomation`'s. */
export const automationTriggerSchema: z.ZodType<AutomationTrigger> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('comment-keyword'),
    keywords: keywordRule,
    media: mediaScope,
    places: z.array(z.enum(COMMENT_PLACES)).optional(),
    replies: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('dm-keyword'), keywords: keywordRule }),
  z.object({ kind: z.literal('welcome') }),
  z.object({ kind: z.literal('story-mention') }),
  z.object({ kind: z.literal('story-reply'), keywords: keywordRule }),
  z.object({ kind: z.literal('postback'), payloads: z.array(z.string()) }),
  z.object({ kind: z.literal('ref-link'), refs: z.array(z.string()) }),
  z.object({ kind: z.literal('menu-tap') }),
  z.object({ kind: z.literal('default-reply'), onceEveryHours: z.number() }),
])
