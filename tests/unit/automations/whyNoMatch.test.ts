import { describe, expect, it } from 'vitest'
import type { AutomationTrigger } from '@/domain/automations/model'
import { whyNoMatch } from '@/features/automations/rehearsal/whyNoMatch'

const comment: AutomationTrigger = {
  kind: 'comment-keyword',
  keywords: { keywords: ['menu'], mode: 'contains' },
  media: { kind: 'selected', mediaIds: ['post-1'] },
}

describe("test mode's reason a made-up event does not match", () => {
  it('names the wrong kind of event, a missing keyword, another post, another payload', () => {
    expect(whyNoMatch(comment, { kind: 'message', text: 'menu' })?.message).toBe(
      'This kind of event does not start this automation.',
    )
    expect(whyNoMatch(comment, { kind: 'comment', text: 'hello', mediaId: 'post-1' })?.message).toBe(
      "The text has none of the automation's keywords.",
    )
    expect(whyNoMatch(comment, { kind: 'comment', text: 'menu', mediaId: 'post-2' })?.message).toBe(
      'The comment is on a post this automation does not watch.',
    )
    expect(whyNoMatch(comment, { kind: 'comment', text: 'the menu please', mediaId: 'post-1' })).toBeNull()
    expect(
      whyNoMatch({ kind: 'postback', payloads: ['MENU'] }, { kind: 'postback', text: 'Menu', payload: 'OTHER' })
        ?.message,
    ).toBe("The payload is not one of the automation's payloads.")
  })
})
