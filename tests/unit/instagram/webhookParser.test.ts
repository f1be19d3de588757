import { describe, expect, it } from 'vitest'
import { partitionDuplicates } from '@/domain/instagram/dedupe'
import { parseWebhookBody, parseWebhookPayload } from '@/domain/instagram/webhookParser'
import {
  ACCOUNT,
  commentBody,
  dashboardTestComment,
  dmBody,
  dmInChangesBody,
  echoBody,
  flatCommentEntry,
  mentionBody,
  PERSON,
  postbackBody,
  reactionAndSeenBody,
  storyMentionBody,
  storyReplyBody,
} from './fixtures'

const parse = (body: unknown) => {
  const result = parseWebhookBody(JSON.stringify(body))
  if (!result.ok) throw new Error(`unexpected parse error ${result.error}`)
  return result
}

describe('webhook parser: messaging[]', () => {
  it('reads a DM with its sender, account, text and millisecond timestamp', () => {
    const [event] = parse(dmBody).events
    expect(event).toMatchObject({
      kind: 'message',
      accountId: ACCOUNT,
      senderId: PERSON,
      recipientId: ACCOUNT,
      text: 'Quero o link!',
      isEcho: false,
      timestamp: 1569262485349,
    })
    expect(event?.dedupeKey).toContain(dmBody.entry[0]!.messaging[0]!.message.mid)
  })

  it('marks echoes of what the account sent, with sender and recipient swapped', () => {
    const [event] = parse(echoBody).events
    expect(event).toMatchObject({
      kind: 'message',
      isEcho: true,
      senderId: ACCOUNT,
      recipientId: PERSON,
      accountId: ACCOUNT,
    })
  })

  it('turns a story_mention attachment into a story mention with the story URL', () => {
    expect(parse(storyMentionBody).events).toEqual([
      expect.objectContaining({
        kind: 'story_mention',
        mid: 'story-mention-mid',
        senderId: PERSON,
        storyUrl: 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=1',
      }),
    ])
  })

  it('turns reply_to.story into a story reply', () => {
    expect(parse(storyReplyBody).events[0]).toMatchObject({
      kind: 'story_reply',
      text: 'Amei 😍',
      storyId: '18000000000000000',
      storyUrl: 'https://cdn/story.jpg',
    })
  })

  it('reads postbacks, reactions and seen receipts', () => {
    expect(parse(postbackBody).events[0]).toMatchObject({
      kind: 'postback',
      title: 'Ver preços',
      payload: 'PRICES',
      mid: 'postback-mid',
    })
    const [reaction, seen] = parse(reactionAndSeenBody).events
    expect(reaction).toMatchObject({
      kind: 'reaction',
      action: 'react',
      emoji: '❤️',
      reaction: 'love',
      mid: 'echo-mid-1',
    })
    expect(seen).toMatchObject({ kind: 'seen', mid: 'echo-mid-1', senderId: PERSON })
    // A reaction and a receipt about the same message are distinct events, and distinct from the message.
    expect(new Set([reaction?.dedupeKey, seen?.dedupeKey, 'mid:echo-mid-1']).size).toBe(3)
  })

  it('keeps optional message fields: quick reply payload, reply_to mid, deleted, unsupported, attachments', () => {
    const body = structuredClone(dmBody)
    Object.assign(body.entry[0]!.messaging[0]!.message, {
      quick_reply: { payload: 'YES' },
      reply_to: { mid: 'earlier' },
      is_deleted: true,
      is_unsupported: true,
      attachments: [
        { type: 'image', payload: { url: 'https://cdn/img.jpg' } },
        { type: 'ig_reel', payload: {} },
      ],
    })
    expect(parse(body).events[0]).toMatchObject({
      quickReplyPayload: 'YES',
      replyToMid: 'earlier',
      isDeleted: true,
      isUnsupported: true,
      attachments: [{ type: 'image', url: 'https://cdn/img.jpg' }, { type: 'ig_reel' }],
    })
  })
})

describe('webhook parser: changes[] and flat shapes', () => {
  it('reads a comment with author, media and parent, converting the entry time from seconds', () => {
    expect(parse(commentBody).events).toEqual([
      {
        kind: 'comment',
        dedupeKey: 'comment:17865799348089039',
        accountId: ACCOUNT,
        timestamp: 1520622968000,
        commentId: '17865799348089039',
        fromId: '232323232',
        fromUsername: 'test',
        text: 'This is an example.',
        mediaId: '123123123',
        mediaProductType: 'FEED',
        parentId: '1231231234',
      },
    ])
  })

  it('accepts field/value directly on the entry', () => {
    expect(parse(flatCommentEntry).events[0]).toMatchObject({
      kind: 'comment',
      commentId: '17800000000000001',
      fromUsername: 'flat.person',
      accountId: ACCOUNT,
    })
  })

  it('accepts the bare {field, value} of the dashboard test button', () => {
    expect(parse(dashboardTestComment).events[0]).toMatchObject({
      kind: 'comment',
      commentId: '17865799348089039',
      accountId: '',
    })
  })

  it('reads mentions', () => {
    expect(parse(mentionBody).events[0]).toMatchObject({
      kind: 'mention',
      mediaId: '17887498072083520',
      commentId: '17887498072083521',
    })
  })

  it('reads a DM delivered in changes[] like one in messaging[]', () => {
    expect(parse(dmInChangesBody).events[0]).toMatchObject({
      kind: 'message',
      mid: 'changes-mid',
      text: 'via changes',
      accountId: ACCOUNT,
      timestamp: 1700000000005,
    })
  })

  it('reads several entries and items of one batch in order', () => {
    const batch = { object: 'instagram', entry: [...dmBody.entry, ...commentBody.entry, ...postbackBody.entry] }
    expect(parse(batch).events.map((event) => event.kind)).toEqual(['message', 'comment', 'postback'])
  })

  it('accepts numeric ids', () => {
    const body = {
      object: 'instagram',
      entry: [
        {
          id: 17841405822304914,
          time: 1,
          messaging: [
            { sender: { id: 42 }, recipient: { id: 7 }, timestamp: 1700000000000, message: { mid: 'm', text: 'x' } },
          ],
        },
      ],
    }
    expect(parse(body).events[0]).toMatchObject({ accountId: '17841405822304914', senderId: '42' })
  })
})

describe('webhook parser: bad input', () => {
  it('reports malformed JSON instead of throwing', () => {
    expect(parseWebhookBody('{"object":"instagram","entry":[')).toEqual({ ok: false, error: 'malformed-json' })
    expect(parseWebhookBody('')).toEqual({ ok: false, error: 'malformed-json' })
  })

  it('refuses bodies that are not Instagram webhooks', () => {
    expect(parseWebhookBody('[1,2]')).toEqual({ ok: false, error: 'not-an-object' })
    expect(parseWebhookBody('null')).toEqual({ ok: false, error: 'not-an-object' })
    expect(parseWebhookPayload({ object: 'page', entry: [{}] })).toEqual({ ok: false, error: 'unsupported-object' })
    expect(parseWebhookPayload({ object: 'instagram', entry: [] })).toEqual({ ok: false, error: 'no-entries' })
  })

  it('skips broken items with a reason and keeps the good ones', () => {
    const body = {
      object: 'instagram',
      entry: [
        'nonsense',
        { id: ACCOUNT, time: 1 },
        {
          id: ACCOUNT,
          time: 1,
          messaging: [
            { recipient: { id: ACCOUNT } },
            { sender: { id: PERSON }, message: { text: 'no mid' } },
            ...dmBody.entry[0]!.messaging,
          ],
          changes: [
            { field: 'comments', value: { text: 'no id' } },
            { field: 'story_insights', value: {} },
          ],
        },
      ],
    }
    const result = parse(body)
    expect(result.events.map((event) => event.kind)).toEqual(['message'])
    expect(result.skipped).toHaveLength(6)
    expect(result.skipped.every((item) => item.reason.length > 0)).toBe(true)
  })
})

describe('de-duplication of redeliveries', () => {
  it('passes the first sighting and flags the redelivered ones, across batches and within one', () => {
    const seen = new Set<string>()
    const first = partitionDuplicates(parse(dmBody).events, seen)
    expect(first.fresh).toHaveLength(1)
    // Meta retries the same delivery, this time batched with a new comment and the DM twice.
    const retry = { object: 'instagram', entry: [...dmBody.entry, ...commentBody.entry, ...dmBody.entry] }
    const second = partitionDuplicates(parse(retry).events, seen)
    expect(second.fresh.map((event) => event.kind)).toEqual(['comment'])
    expect(second.duplicates.map((event) => event.kind)).toEqual(['message', 'message'])
  })

  it('treats the same comment in the changes[] and flat shapes as one event', () => {
    const seen = new Set<string>()
    partitionDuplicates(parse(commentBody).events, seen)
    expect(partitionDuplicates(parse(dashboardTestComment).events, seen).duplicates).toHaveLength(1)
  })
})
