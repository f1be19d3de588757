import { describe, expect, it } from 'vitest'
import { entryPayload } from '@/domain/entryPoints/payloads'
import type { AutomationTrigger } from '@/domain/automations/model'
import { automationTriggerSchema, commentPlaceOf, defaultReplyDue, startPayloadOf } from '@/domain/automations/triggers'
import { validateAutomation } from '@/domain/automations/validation'
import { flowProblems } from '@/domain/automations/flow/problems'
import { AutomationIndex } from '@/server/automations/automationIndex'
import { describeEvent } from '@/server/automations/eventContext'
import type { InstagramEvent } from '@/domain/instagram/events'
import { ACCOUNT, PERSON, T0, automation, comment, dm, echo, message, postback } from './fixtures'

const HOUR = 3_600_000
const reply = [{ kind: 'send-dm' as const, message: message('hi') }]

function matching(
  triggers: AutomationTrigger[],
  event: InstagramEvent,
  options: { first?: boolean; last?: number } = {},
) {
  const automations = triggers.map((trigger) => automation(trigger, reply))
  const context = describeEvent(event)
  if (!context) throw new Error('not an event the engine acts on')
  const index = new AutomationIndex(automations)
  return {
    automations,
    names: index.candidates(context, options.first ?? false, options.last).map((found) => automations.indexOf(found)),
  }
}

const referral = (ref: string | undefined, adId?: string): InstagramEvent => ({
  kind: 'referral',
  dedupeKey: `referral:${PERSON}:${ref}:${T0}`,
  accountId: ACCOUNT,
  timestamp: T0,
  senderId: PERSON,
  recipientId: ACCOUNT,
  referral: { ...(ref === undefined ? {} : { ref }), ...(adId === undefined ? {} : { adId }), source: 'SHORTLINK' },
})

describe('where a comment was written', () => {
  it('reads live, ad, reel and post from the webhook', () => {
    expect(commentPlaceOf({ live: true, mediaProductType: 'FEED' })).toBe('live')
    expect(commentPlaceOf({ mediaProductType: 'LIVE' })).toBe('live')
    expect(commentPlaceOf({ adId: '1', mediaProductType: 'FEED' })).toBe('ad')
    expect(commentPlaceOf({ mediaProductType: 'AD' })).toBe('ad')
    expect(commentPlaceOf({ mediaProductType: 'REELS' })).toBe('reel')
    expect(commentPlaceOf({ mediaProductType: 'FEED' })).toBe('post')
    expect(commentPlaceOf({})).toBe('post')
  })
})

describe('comment triggers on posts, reels, ads and live videos', () => {
  const base = { kind: 'comment-keyword' as const, keywords: { keywords: ['price'], mode: 'contains' as const } }

  it('answers only the chosen places; one saved before places answers posts, reels and ads, not live videos', () => {
    const reelsOnly: AutomationTrigger = { ...base, media: { kind: 'any' }, places: ['reel'] }
    const saved: AutomationTrigger = { ...base, media: { kind: 'any' } }
    const live: AutomationTrigger = { ...base, media: { kind: 'any' }, places: ['live'] }
    const triggers = [reelsOnly, saved, live]
    expect(matching(triggers, comment({ text: 'price?', mediaProductType: 'REELS' })).names).toEqual([0, 1])
    expect(matching(triggers, comment({ text: 'price?', mediaProductType: 'FEED' })).names).toEqual([1])
    expect(matching(triggers, comment({ text: 'price?', adId: '2385' })).names).toEqual([1])
    expect(matching(triggers, comment({ text: 'price?', live: true })).names).toEqual([2])
  })

  it('scopes an ad by its id, and leaves replies under comments out when asked', () => {
    const onAd: AutomationTrigger = { ...base, media: { kind: 'selected', mediaIds: ['2385'] } }
    const noReplies: AutomationTrigger = { ...base, media: { kind: 'any' }, replies: false }
    expect(matching([onAd], comment({ text: 'price', adId: '2385', mediaId: 'post-9' })).names).toEqual([0])
    expect(matching([onAd], comment({ text: 'price', adId: '9999', mediaId: 'post-9' })).names).toEqual([])
    expect(matching([noReplies], comment({ text: 'price', parentId: 'c0' })).names).toEqual([])
    expect(matching([noReplies], comment({ text: 'price' })).names).toEqual([0])
    expect(matching([{ ...base, media: { kind: 'any' } }], comment({ text: 'price', parentId: 'c0' })).names).toEqual([
      0,
    ])
  })
})

describe('ref links and ads', () => {
  it('starts the ref-link automation whose own id or extra refs or ad ids match, even on a first contact', () => {
    const { automations } = matching([{ kind: 'ref-link', refs: [] }], referral('x'))
    const own = automations[0]!
    const index = new AutomationIndex([own, automation({ kind: 'ref-link', refs: ['summer', '2385'] }, reply)])
    const found = (event: InstagramEvent) => index.candidates(describeEvent(event)!, true).map((each) => each.id)
    expect(found(referral(own.id))).toEqual([own.id])
    expect(found(referral('summer'))).toHaveLength(1)
    expect(found(referral(undefined, '2385'))).toHaveLength(1)
    expect(found(referral('winter'))).toEqual([])
  })

  it('reads the ref on a first message and on a tapped ice breaker; the link wins over the ice breaker', () => {
    const link: AutomationTrigger = { kind: 'ref-link', refs: ['flyer'] }
    const menu: AutomationTrigger = { kind: 'menu-tap' }
    const { automations } = matching([link, menu], referral('x'))
    const [linkAutomation, menuAutomation] = automations
    const index = new AutomationIndex(automations)
    const tap = (ref?: string) =>
      postback({
        payload: entryPayload('ice-breaker', menuAutomation!.id),
        ...(ref ? { referral: { ref, source: 'SHORTLINK', type: 'OPEN_THREAD' } } : {}),
      })
    const found = (event: InstagramEvent) => index.candidates(describeEvent(event)!, false).map((each) => each.id)
    expect(found(tap('flyer'))).toEqual([linkAutomation!.id])
    expect(found(tap('unknown'))).toEqual([menuAutomation!.id])
    expect(found(tap())).toEqual([menuAutomation!.id])
    expect(found(dm({ text: 'hi', referral: { ref: 'flyer', source: 'ADS' } }))).toEqual([linkAutomation!.id])
  })
})

describe('ice breakers and menu items', () => {
  it('starts the automation a payload names only when its trigger is an ice breaker or menu tap', () => {
    const { automations } = matching([{ kind: 'menu-tap' }, { kind: 'welcome' }], referral('x'))
    const index = new AutomationIndex(automations)
    const found = (payload: string) =>
      index.candidates(describeEvent(postback({ payload }))!, false).map((each) => each.id)
    expect(found(entryPayload('menu', automations[0]!.id))).toEqual([automations[0]!.id])
    expect(found(entryPayload('ice-breaker', automations[0]!.id))).toEqual([automations[0]!.id])
    expect(found(entryPayload('menu', automations[1]!.id))).toEqual([])
    expect(found(`flow:${automations[0]!.id}:b1`)).toEqual([])
  })
})

describe('the tap test mode and the rehearsal start with', () => {
  it('is an ice breaker naming the automation (which starts it), or a postback trigger’s first payload', () => {
    const tapped = automation({ kind: 'menu-tap' }, reply)
    const index = new AutomationIndex([tapped])
    const context = describeEvent(postback({ payload: startPayloadOf(tapped) }))!
    expect(index.candidates(context, false)).toEqual([tapped])
    expect(startPayloadOf({ id: 'a', trigger: { kind: 'postback', payloads: ['PRICES'] } })).toBe('PRICES')
    expect(startPayloadOf({ id: 'a', trigger: { kind: 'welcome' } })).toBeUndefined()
  })
})

describe('the default reply', () => {
  const fallback: AutomationTrigger = { kind: 'default-reply', onceEveryHours: 24 }
  const keyword: AutomationTrigger = { kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } }

  it('answers a DM nothing else matched, and only then, whatever its priority', () => {
    expect(matching([keyword, fallback], dm({ text: 'price please' })).names).toEqual([0])
    expect(matching([keyword, fallback], dm({ text: 'hello' })).names).toEqual([1])
    expect(matching([{ kind: 'welcome' }, fallback], dm({ text: 'hello' }), { first: true }).names).toEqual([0])
  })

  it('never answers echoes, comments, taps or story replies', () => {
    expect(matching([fallback], echo({ text: 'hello' })).names).toEqual([])
    expect(matching([fallback], comment({ text: 'hello' })).names).toEqual([])
    expect(matching([fallback], postback({ payload: 'X' })).names).toEqual([])
    expect(matching([fallback], referral('x')).names).toEqual([])
  })

  it('answers one person at most once within its hours', () => {
    expect(matching([fallback], dm({ timestamp: T0 }), { last: T0 - 23 * HOUR }).names).toEqual([])
    expect(matching([fallback], dm({ timestamp: T0 }), { last: T0 - 24 * HOUR }).names).toEqual([0])
    expect(defaultReplyDue(fallback, undefined, T0)).toBe(true)
    expect(defaultReplyDue(fallback, T0, T0 - HOUR)).toBe(false)
    expect(defaultReplyDue(keyword, undefined, T0)).toBe(false)
  })

  it('never answers one person twice within a day, even for a trigger stored with fewer hours', () => {
    const hourly: AutomationTrigger = { kind: 'default-reply', onceEveryHours: 1 }
    expect(defaultReplyDue(hourly, T0, T0 + 2 * HOUR)).toBe(false)
    expect(defaultReplyDue(hourly, T0, T0 + 24 * HOUR)).toBe(true)
  })
})

describe('trigger rules and shapes', () => {
  const draft = (trigger: AutomationTrigger) => ({
    name: 'Entry',
    accountId: ACCOUNT,
    priority: 0,
    trigger,
    flow: { start: null, steps: {}, layout: {} },
  })
  const codes = (trigger: AutomationTrigger) =>
    validateAutomation(draft(trigger)).map((issue) => issue.path + ' ' + issue.code)

  it('checks refs, places and the default reply’s hours', () => {
    expect(codes({ kind: 'ref-link', refs: ['summer-2026', 'a=b_c'] })).toEqual([])
    expect(codes({ kind: 'ref-link', refs: ['ok', 'no spaces'] })).toEqual(['trigger.refs.1 ref-invalid'])
    expect(codes({ kind: 'ref-link', refs: ['x'.repeat(2084)] })).toEqual(['trigger.refs.0 ref-invalid'])
    expect(
      codes({
        kind: 'comment-keyword',
        keywords: { keywords: ['a'], mode: 'exact' },
        media: { kind: 'any' },
        places: [],
      }),
    ).toEqual(['trigger.places places-required'])
    expect(codes({ kind: 'default-reply', onceEveryHours: 24 })).toEqual([])
    expect(codes({ kind: 'default-reply', onceEveryHours: 0 })).toEqual([
      'trigger.onceEveryHours default-reply-hours-invalid',
    ])
    expect(codes({ kind: 'default-reply', onceEveryHours: 1.5 })).toEqual([
      'trigger.onceEveryHours default-reply-hours-invalid',
    ])
    // At most once a day per person, at least once a week.
    expect(codes({ kind: 'default-reply', onceEveryHours: 23 })).toEqual([
      'trigger.onceEveryHours default-reply-hours-invalid',
    ])
    expect(codes({ kind: 'default-reply', onceEveryHours: 168 })).toEqual([])
    expect(codes({ kind: 'default-reply', onceEveryHours: 169 })).toEqual([
      'trigger.onceEveryHours default-reply-hours-invalid',
    ])
    expect(codes({ kind: 'menu-tap' })).toEqual([])
  })

  it('accepts every trigger kind’s shape and refuses a malformed one', () => {
    expect(automationTriggerSchema.safeParse({ kind: 'ref-link', refs: ['a'] }).success).toBe(true)
    expect(automationTriggerSchema.safeParse({ kind: 'menu-tap' }).success).toBe(true)
    expect(automationTriggerSchema.safeParse({ kind: 'default-reply', onceEveryHours: 24 }).success).toBe(true)
    expect(
      automationTriggerSchema.safeParse({
        kind: 'comment-keyword',
        keywords: { keywords: ['a'], mode: 'contains' },
        media: { kind: 'any' },
        places: ['live'],
        replies: false,
      }).success,
    ).toBe(true)
    expect(automationTriggerSchema.safeParse({ kind: 'ref-link' }).success).toBe(false)
    expect(automationTriggerSchema.safeParse({ kind: 'default-reply', onceEveryHours: '24' }).success).toBe(false)
    expect(automationTriggerSchema.safeParse({ kind: 'comment-keyword', places: ['story'] }).success).toBe(false)
  })

  it('warns that a public reply is never posted when the flow starts from live comments only', () => {
    const flow = automation({ kind: 'welcome' }, [{ kind: 'public-reply', variants: ['Thanks!'] }]).flow
    const keywords = { keywords: ['hi'], mode: 'contains' as const }
    const warned = (places?: ('post' | 'reel' | 'ad' | 'live')[]) =>
      flowProblems({ kind: 'comment-keyword', keywords, media: { kind: 'any' }, ...(places ? { places } : {}) }, flow, {
        automationId: null,
        fields: [],
        tags: [],
        automations: [],
      })
        .filter((problem) => problem.code === 'public-reply-on-live-comments')
        .map((problem) => problem.severity)
    expect(warned(['live'])).toEqual(['warning'])
    expect(warned(['live', 'post'])).toEqual([])
    expect(warned()).toEqual([])
  })
})
