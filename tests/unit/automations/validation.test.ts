import { describe, expect, it } from 'vitest'
import { validateAutomation, type AutomationDraft } from '@/domain/automations/validation'
import { flowFromActions } from '@/domain/automations/flow/fromActions'

const valid: AutomationDraft = {
  name: 'Link in DM',
  accountId: '17841400000000001',
  priority: 0,
  trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
  flow: flowFromActions({ kind: 'welcome' }, [{ kind: 'public-reply', variants: ['Sent!'] }]),
}

const codes = (draft: AutomationDraft) => validateAutomation(draft).map((issue) => [issue.code, issue.path])

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
})
