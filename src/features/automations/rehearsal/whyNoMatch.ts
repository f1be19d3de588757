import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TestEventInput } from '@/domain/automations/apiTypes'
import { matchesKeywords } from '@/domain/automations/keywords'
import type { AutomationTrigger } from '@/domain/automations/model'
import { parseEntryPayload } from '@/domain/entryPoints/payloads'

type TriedEvent = Pick<TestEventInput, 'kind' | 'text' | 'payload' | 'mediaId' | 'ref'>

/** The event kinds each trigger answers. */
const ANSWERS: Record<AutomationTrigger['kind'], TestEventInput['kind'][]> = {
  'comment-keyword': ['comment'],
  'dm-keyword': ['message'],
  welcome: ['message'],
  'story-mention': ['story_mention'],
  'story-reply': ['story_reply'],
  postback: ['postback', 'message'],
  'ref-link': ['message', 'postback'],
  'menu-tap': ['postback'],
  'default-reply': ['message'],
}

/**
 * Why a made-up event does not start the automation, read off its trigger: the wrong kind of
 * event, no keyword in the text, another post, another payload. Null when the trigger alone does
 * not say (the engine's other rules decided).
 */
export function whyNoMatch(trigger: AutomationTrigger, event: TriedEvent): MessageDescriptor | null {
  if (!ANSWERS[trigger.kind].includes(event.kind)) return msg`This kind of event does not start this automation.`
  switch (trigger.kind) {
    case 'comment-keyword':
      if (trigger.media.kind === 'selected' && event.mediaId && !trigger.media.mediaIds.includes(event.mediaId))
        return msg`The comment is on a post this automation does not watch.`
      return matchesKeywords(trigger.keywords, event.text) ? null : msg`The text has none of the automation's keywords.`
    case 'dm-keyword':
      return matchesKeywords(trigger.keywords, event.text) ? null : msg`The text has none of the automation's keywords.`
    case 'story-reply':
      return trigger.keywords.keywords.length === 0 || matchesKeywords(trigger.keywords, event.text)
        ? null
        : msg`The text has none of the automation's keywords.`
    case 'postback':
      return event.payload && trigger.payloads.includes(event.payload)
        ? null
        : msg`The payload is not one of the automation's payloads.`
    case 'welcome':
      return msg`Only a person's very first message to the account starts this automation, and this test person has written before.`
    case 'ref-link':
      if (event.ref) return null
      return msg`Only a person who opens the automation's ig.me link or QR code, or an ad with one of its refs, starts this automation.`
    case 'menu-tap':
      return event.payload && parseEntryPayload(event.payload)
        ? null
        : msg`Only a tap on an ice breaker or menu item set to start this automation starts it.`
    default:
      return null
  }
}
