import { describe, expect, it } from 'vitest'
import { validateAutomation, type AutomationDraft } from '@/domain/automations/validation'
import type { AutomationAction, MessageContent } from '@/domain/automations/model'

const valid: AutomationDraft = {
  name: 'Link in DM',
  accountId: '17841400000000001',
  priority: 0,
  trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
  actions: [
    {
      kind: 'private-reply',
      message: {
        text: 'Here it is',
        quickReplies: [],
        buttons: [{ type: 'web_url', title: 'Open', url: 'https://shop.example/p/1' }],
      },
    },
    { kind: 'public-reply', variants: ['Sent!'] },
  ],
}

const codes = (draft: AutomationDraft) => validateAutomation(draft).map((issue) => [issue.code, issue.path])
const withMessage = (message: Partial<MessageContent>): AutomationDraft => ({
  ...valid,
  actions: [{ kind: 'send-dm', message: { text: 'hi', quickReplies: [], buttons: [], ...message } }],
})

describe('validateAutomation', () => {
  it('accepts a complete automation', () => {
    expect(validateAutomation(valid)).toEqual([])
  })

  it('requires a name and at least one keyword for keyword triggers', () => {
    expect(codes({ ...valid, name: '   ' })).toEqual([['name-required', 'name']])
    expect(
      codes({
        ...valid,
        trigger: { kind: 'dm-keyword', keywords: { keywords: [' ', ''], mode: 'exact' } },
        actions: [{ kind: 'send-dm', message: { text: 'x', quickReplies: [], buttons: [] } }],
      }),
    ).toEqual([['keywords-required', 'trigger.keywords']])
    expect(
      codes({
        ...valid,
        trigger: {
          kind: 'comment-keyword',
          keywords: { keywords: ['ok', '!!!'], mode: 'contains' },
          media: { kind: 'selected', mediaIds: [] },
        },
      }),
    ).toEqual([
      ['keyword-without-letters', 'trigger.keywords.1'],
      ['media-required', 'trigger.media'],
    ])
  })

  it('limits DM text to 1,000 UTF-8 bytes, not characters', () => {
    expect(codes(withMessage({ text: 'a'.repeat(1000) }))).toEqual([])
    expect(codes(withMessage({ text: 'é'.repeat(501) }))).toEqual([['text-too-long', 'actions.0.message.text']])
    expect(validateAutomation(withMessage({ text: '😀'.repeat(251) }))[0]).toMatchObject({
      code: 'text-too-long',
      params: { max: 1000, actual: 1004 },
    })
    expect(codes(withMessage({ text: ' ' }))).toEqual([['text-required', 'actions.0.message.text']])
  })

  it('allows at most 13 quick replies of at most 20 characters', () => {
    const reply = (title: string) => ({ title, payload: 'P' })
    expect(codes(withMessage({ quickReplies: Array.from({ length: 13 }, () => reply('a'.repeat(20))) }))).toEqual([])
    expect(codes(withMessage({ quickReplies: Array.from({ length: 14 }, () => reply('ok')) }))).toEqual([
      ['too-many-quick-replies', 'actions.0.message.quickReplies'],
    ])
    expect(codes(withMessage({ quickReplies: [reply('a'.repeat(21)), { title: '', payload: '' }] }))).toEqual([
      ['quick-reply-title-too-long', 'actions.0.message.quickReplies.0.title'],
      ['quick-reply-title-required', 'actions.0.message.quickReplies.1.title'],
      ['quick-reply-payload-required', 'actions.0.message.quickReplies.1.payload'],
    ])
  })

  it('allows at most 3 buttons with valid web URLs, and not mixed with quick replies', () => {
    const link = (url: string) => ({ type: 'web_url' as const, title: 'Open', url })
    expect(
      codes(
        withMessage({
          buttons: [
            link('https://a.example'),
            link('http://b.example/x?y=1'),
            { type: 'postback', title: 'More', payload: 'MORE' },
          ],
        }),
      ),
    ).toEqual([])
    expect(codes(withMessage({ buttons: Array.from({ length: 4 }, () => link('https://a.example')) }))).toEqual([
      ['too-many-buttons', 'actions.0.message.buttons'],
    ])
    expect(
      codes(withMessage({ buttons: [link('shop.example'), link('javascript:alert(1)'), link('https://')] })),
    ).toEqual([
      ['invalid-url', 'actions.0.message.buttons.0.url'],
      ['invalid-url', 'actions.0.message.buttons.1.url'],
      ['invalid-url', 'actions.0.message.buttons.2.url'],
    ])
    expect(
      codes(withMessage({ buttons: [link('https://a.example')], quickReplies: [{ title: 'x', payload: 'x' }] })),
    ).toEqual([['quick-replies-with-buttons', 'actions.0.message']])
  })

  it('asks for waits in whole minutes, from 1 minute to 24 hours, and says so in minutes', () => {
    const wait = (seconds: number) =>
      validateAutomation({ ...valid, actions: [...valid.actions, { kind: 'delay', seconds }] })
    expect(wait(60)).toEqual([])
    expect(wait(24 * 3600)).toEqual([])
    expect(wait(30)).toEqual([
      { code: 'delay-out-of-range', path: 'actions.2.seconds', params: { min: 1, max: 1440, actual: 0.5 } },
    ])
    expect(wait(24 * 3600 + 60)[0]).toMatchObject({ params: { min: 1, max: 1440, actual: 1441 } })
  })

  it('keeps comment-only actions on comment triggers and checks the other actions', () => {
    const actions: AutomationAction[] = [
      { kind: 'private-reply', message: { text: 'x', quickReplies: [], buttons: [] } },
      { kind: 'public-reply', variants: ['', ' '] },
      { kind: 'delay', seconds: 0 },
      { kind: 'tag-contact', tag: '' },
    ]
    expect(codes({ ...valid, trigger: { kind: 'welcome' }, actions })).toEqual([
      ['needs-comment-trigger', 'actions.0'],
      ['needs-comment-trigger', 'actions.1'],
      ['variants-required', 'actions.1.variants'],
      ['delay-out-of-range', 'actions.2.seconds'],
      ['tag-required', 'actions.3.tag'],
    ])
    expect(codes({ ...valid, actions: [{ kind: 'delay', seconds: 60 }] })).toEqual([['actions-required', 'actions']])
    // A run's status follows what reached Instagram, so a tag alone is not an automation.
    expect(codes({ ...valid, actions: [{ kind: 'tag-contact', tag: 'x' }] })).toEqual([['actions-required', 'actions']])
    expect(
      codes({
        ...valid,
        trigger: { kind: 'postback', payloads: [''] },
        actions: [{ kind: 'send-dm', message: { text: 'x', quickReplies: [], buttons: [] } }],
      }),
    ).toEqual([['payloads-required', 'trigger.payloads']])
  })
})
