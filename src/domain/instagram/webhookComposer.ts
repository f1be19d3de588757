/**
 * Builds webhook bodies in Meta's real envelopes, for the simulator on the webhooks screen and
 * for tests: what Instagram would POST when someone comments, writes, mentions the account in a
 * story, taps a button or opens the conversation from an `ig.me` link or an ad.
 */
export type ComposableEventKind = 'comment' | 'message' | 'story_mention' | 'story_reply' | 'postback' | 'referral'

export interface ComposeInput {
  kind: ComposableEventKind
  accountId: string
  person: { id: string; username: string }
  text: string
  /** When Meta delivers the event, in milliseconds since the epoch. */
  now: number
  /**
   * When the person acted, if earlier than `now`: Meta retries a delivery for up to 36 hours, so
   * an event can arrive late (default: `now`).
   */
  occurredAt?: number
  /** A fresh unique id for comments and message ids. */
  uniqueId: string
  media?: { id: string; mediaProductType: string }
  /**
   * For a postback, the button's payload (the title in capitals when none is given); for
   * a direct message, the payload of the quick reply the person tapped (none: a typed message).
   */
  payload?: string
  /** For a story reply: the story answered (a made-up id when none is given). */
  storyId?: string
  /** For a comment: the comment it replies under, the ad it was written on, or a live video's (`live_comments`). */
  parentId?: string
  adId?: string
  live?: boolean
  /**
   * Where the person came from: a referral's ref (an `ig.me` link's, or an ad's) and the ad's id.
   * A `referral` event needs one of them; on a DM or a postback it is the referral they carry.
   */
  referral?: { ref?: string; adId?: string }
}

export function composeWebhookPayload(input: ComposeInput): Record<string, unknown> {
  const { accountId, person, now } = input
  const occurredAt = input.occurredAt ?? now
  if (input.kind === 'comment') {
    const media = input.media ?? { id: '0', mediaProductType: 'FEED' }
    const extra = {
      ...(input.parentId ? { parent_id: input.parentId } : {}),
      ...(input.adId ? { ad_id: input.adId } : {}),
    }
    return {
      object: 'instagram',
      entry: [
        {
          id: accountId,
          // A comment change carries no timestamp of its own: the entry's time says when it happened.
          time: Math.floor(occurredAt / 1000),
          changes: [
            {
              field: input.live ? 'live_comments' : 'comments',
              value: {
                from: { id: person.id, username: person.username },
                media: { id: media.id, media_product_type: media.mediaProductType },
                id: input.uniqueId,
                text: input.text,
                ...extra,
              },
            },
          ],
        },
      ],
    }
  }
  const mid = `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx${input.uniqueId}`
  const envelope = (item: Record<string, unknown>) => ({
    object: 'instagram',
    entry: [
      {
        id: accountId,
        time: now,
        messaging: [{ sender: { id: person.id }, recipient: { id: accountId }, timestamp: occurredAt, ...item }],
      },
    ],
  })
  const referral = referralOf(input.referral)
  if (input.kind === 'referral') return envelope({ referral: referral ?? { source: 'SHORTLINK', type: 'OPEN_THREAD' } })
  const carried = referral ? { referral } : {}
  if (input.kind === 'postback') {
    return envelope({
      postback: { mid, title: input.text, payload: input.payload ?? input.text.toUpperCase(), ...carried },
    })
  }
  if (input.kind === 'story_reply') {
    const storyId = input.storyId ?? `1801${input.uniqueId}`
    return envelope({
      message: {
        mid,
        text: input.text,
        reply_to: {
          story: { id: storyId, url: `https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=${storyId}` },
        },
      },
    })
  }
  if (input.kind === 'story_mention') {
    return envelope({
      message: {
        mid,
        attachments: [
          {
            type: 'story_mention',
            payload: { url: `https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=${input.uniqueId}` },
          },
        ],
      },
    })
  }
  const quickReply = input.payload ? { quick_reply: { payload: input.payload } } : {}
  return envelope({ message: { mid, text: input.text, ...quickReply, ...carried } })
}

/** Meta's `referral` object: an ad's carries `source: "ADS"` and its `ad_id`, a link's `source: "SHORTLINK"`. */
function referralOf(from: ComposeInput['referral']): Record<string, string> | null {
  const ref = from?.ref?.trim()
  const adId = from?.adId?.trim()
  if (!ref && !adId) return null
  return {
    ...(ref ? { ref } : {}),
    ...(adId ? { ad_id: adId, source: 'ADS' } : { source: 'SHORTLINK' }),
    type: 'OPEN_THREAD',
  }
}
