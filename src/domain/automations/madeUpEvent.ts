import type { Automation } from './model'
import type { RehearsalStartEvent } from './rehearsal'
import { startPayloadOf, startRefOf } from './triggers'

/**
 * The event test mode and the rehearsal pretend a person sent, so that the automation starts: the
 * kind of event its trigger answers and what it carries. Absent fields are not part of that event.
 */
export interface MadeUpEvent {
  kind: RehearsalStartEvent
  /** The trigger's first keyword, so that a keyword trigger matches; empty where it has none. */
  text: string
  /** What a tap carries: a postback's first payload, or the ice breaker a menu tap comes from. */
  payload?: string
  /** A ref-link automation is opened from its own link. */
  ref?: string
  /** A comment trigger limited to some posts is commented on the first of them. */
  mediaId?: string
}

function kindOf(trigger: Automation['trigger']): RehearsalStartEvent {
  switch (trigger.kind) {
    case 'comment-keyword':
      return 'comment'
    case 'story-mention':
      return 'story_mention'
    case 'story-reply':
      return 'story_reply'
    case 'postback':
    case 'menu-tap':
      return 'postback'
    // A DM keyword, a welcome, a ref link and a default reply all start with a message.
    default:
      return 'message'
  }
}

export function madeUpEventOf(automation: Pick<Automation, 'id' | 'trigger'>): MadeUpEvent {
  const { trigger } = automation
  const text = 'keywords' in trigger ? (trigger.keywords.keywords[0] ?? '') : ''
  const payload = startPayloadOf(automation)
  const ref = startRefOf(automation)
  const mediaId =
    trigger.kind === 'comment-keyword' && trigger.media.kind === 'selected' ? trigger.media.mediaIds[0] : undefined
  return {
    kind: kindOf(trigger),
    text,
    ...(payload === undefined ? {} : { payload }),
    ...(ref === undefined ? {} : { ref }),
    ...(mediaId === undefined ? {} : { mediaId }),
  }
}
