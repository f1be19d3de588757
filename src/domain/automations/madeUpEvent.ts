import type { InstagramEvent } from '@/domain/instagram/events'
import type { Automation } from './model'
import type { RehearsalStartEvent } from './rehearsal'
import { linkReferral, startPayloadOf, startRefOf } from './triggers'

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

/** Who pretends, on which account and when: what a made-up event is told apart and sent by. */
export interface MadeUpScene {
  /** Unique per event: its dedupe key, message or comment id. */
  key: string
  accountId: string
  person: { id: string; username: string }
  now: number
  /** The story a made-up story reply answers. */
  storyId: string
}

/**
 * The Instagram event a made-up one is, as the engine reads a delivered one: a comment on
 * `mediaId`; a message carrying a quick reply's `payload` or the `ref` of the link it came from; a
 * story mention or reply; a postback with `payload`.
 */
export function madeUpInstagramEvent(
  event: Omit<MadeUpEvent, 'mediaId'> & { mediaId: string },
  scene: MadeUpScene,
): InstagramEvent {
  const base = { dedupeKey: scene.key, accountId: scene.accountId, timestamp: scene.now }
  const dm = { ...base, mid: scene.key, senderId: scene.person.id, recipientId: scene.accountId }
  switch (event.kind) {
    case 'comment':
      return {
        ...base,
        kind: 'comment',
        commentId: scene.key,
        fromId: scene.person.id,
        fromUsername: scene.person.username,
        text: event.text,
        mediaId: event.mediaId,
      }
    case 'message':
      return {
        ...dm,
        kind: 'message',
        text: event.text,
        isEcho: false,
        isDeleted: false,
        isUnsupported: false,
        attachments: [],
        quickReplyPayload: event.payload || undefined,
        ...(event.ref ? { referral: linkReferral(event.ref) } : {}),
      }
    case 'story_mention':
      return { ...dm, kind: 'story_mention' }
    case 'story_reply':
      return { ...dm, kind: 'story_reply', text: event.text, storyId: scene.storyId }
    case 'postback':
      return { ...dm, kind: 'postback', title: event.text, payload: event.payload ?? '' }
  }
}
