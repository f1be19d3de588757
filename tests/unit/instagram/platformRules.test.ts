import { describe, expect, it } from 'vitest'
import type { InstagramPlatform } from '@/mocks/instagram/platform'
import { HOUR, withConversation } from './connectedPlatform'

/**
 * The corrections of the reference's last section, each a rule of Meta's documentation; the test
 * titles name the page. The mock's README lists every rule with where it is enforced.
 */

const errorOf = (result: { body: unknown }) =>
  (result.body as { error: { code: number; error_subcode?: number; message: string } }).error

const SECOND = 1000

/** A comment by the conversation's person on `mediaId`, as a webhook delivered it. */
async function commentOn(platform: InstagramPlatform, accountId: string, mediaId: string, commentId: string) {
  const person = (await platform.listPeople())[0]!
  await platform.recordDelivered([
    {
      kind: 'comment',
      dedupeKey: `comment:${commentId}`,
      accountId,
      timestamp: Date.UTC(2026, 5, 1),
      commentId,
      fromId: person.id,
      fromUsername: person.username,
      text: 'quero',
      mediaId,
    },
  ])
}

function limitsOf(platform: InstagramPlatform, patch: Partial<InstagramPlatform['settings']['limits']>) {
  platform.configure({ limits: { ...platform.settings.limits, ...patch } })
}

describe('send rates (Messenger Platform, "Rate limiting")', () => {
  it('takes 300 calls a second for text, links, reactions and stickers, and 10 for audio and video', async () => {
    const { platform, token, person, advance } = await withConversation()
    const text = () => platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'x' } })
    const react = () =>
      platform.sendMessage(token, 'me', {
        recipient: { id: person.id },
        sender_action: 'react',
        payload: { message_id: 'm', reaction: 'love' },
      })
    const video = () =>
      platform.sendMessage(token, 'me', {
        recipient: { id: person.id },
        message: { attachment: { type: 'video', payload: { url: 'https://cdn.test/v.mp4' } } },
      })
    expect(platform.settings.limits).toMatchObject({ textSendsPerSecond: 300, mediaSendsPerSecond: 10 })
    for (let sent = 0; sent < 10; sent++) expect((await video()).status).toBe(200)
    expect(errorOf(await video())).toMatchObject({ code: 613, error_subcode: 2534040 })
    // Audio and video have a rate of their own: text still goes, up to its 300.
    for (let sent = 0; sent < 299; sent++) expect((await text()).status).toBe(200)
    expect((await react()).status).toBe(200)
    expect(errorOf(await text())).toMatchObject({ code: 613 })
    advance(SECOND)
    expect((await text()).status).toBe(200)
    expect((await video()).status).toBe(200)
  })

  it('takes 750 private replies an hour on posts and reels, and 100 a second on a live video', async () => {
    const { platform, token, account, advance } = await withConversation()
    expect(platform.settings.limits).toMatchObject({ privateRepliesPerHour: 750, livePrivateRepliesPerSecond: 100 })
    limitsOf(platform, { privateRepliesPerHour: 2, livePrivateRepliesPerSecond: 1 })
    const reply = (commentId: string) =>
      platform.sendMessage(token, 'me', { recipient: { comment_id: commentId }, message: { text: 'link' } })
    for (const id of ['p1', 'p2', 'p3']) await commentOn(platform, account.userId, 'post', id)
    const live = await platform.startBroadcast(account.userId)
    for (const id of ['l1', 'l2']) await commentOn(platform, account.userId, live.id, id)
    expect((await reply('p1')).status).toBe(200)
    expect((await reply('p2')).status).toBe(200)
    expect(errorOf(await reply('p3'))).toMatchObject({ code: 613 })
    // The live video's rate is its own, and per second.
    expect((await reply('l1')).status).toBe(200)
    expect(errorOf(await reply('l2'))).toMatchObject({ code: 613 })
    advance(SECOND)
    expect((await reply('l2')).status).toBe(200)
    expect(errorOf(await reply('p3'))).toMatchObject({ code: 613 })
    advance(HOUR)
    expect((await reply('p3')).status).toBe(200)
  })

  it('takes 2 Conversations API calls a second', async () => {
    const { platform, token, account, advance } = await withConversation()
    expect(platform.settings.limits.conversationCallsPerSecond).toBe(2)
    const list = () => platform.listConversations(token, account.userId, new URLSearchParams({ platform: 'instagram' }))
    expect((await list()).status).toBe(200)
    expect((await list()).status).toBe(200)
    expect(errorOf(await list())).toMatchObject({ code: 613 })
    advance(SECOND)
    expect((await list()).status).toBe(200)
  })
})

describe('which calls count against which quota (Instagram Platform and Messenger Platform, "Rate limiting")', () => {
  it('leaves messaging calls out of the account’s Graph quota of 4,800 × impressions a day', async () => {
    const { platform, token, person, account, advance } = await withConversation()
    expect(platform.settings.limits).toMatchObject({ accountCallsPerImpression: 4800 })
    limitsOf(platform, { accountCallsPerImpression: 2, accountImpressions: 2 })
    const usage = (result: { headers?: Record<string, string> }) =>
      JSON.parse(result.headers!['X-Business-Use-Case-Usage']!)[account.userId][0].call_count as number
    for (let sent = 0; sent < 6; sent++) {
      const dm = await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'x' } })
      expect(usage(dm)).toBe(0)
      advance(SECOND)
    }
    for (let read = 1; read <= 4; read++) expect(usage(await platform.me(token, 'username'))).toBe(read * 25)
    expect(errorOf(await platform.me(token, 'username'))).toMatchObject({ code: 80002 })
    // Messaging still goes while the Graph quota is spent.
    expect(
      (await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'x' } })).status,
    ).toBe(200)
    advance(24 * HOUR)
    expect((await platform.me(token, 'username')).status).toBe(200)
  })
})

describe('comment replies (IG Comment replies; Private Replies)', () => {
  it('adds a reply to a reply under the top-level comment', async () => {
    const { platform, token } = await withConversation()
    const reply = await platform.replyToComment(token, 'c2', 'respondendo')
    expect(reply.status).toBe(200)
    const { id } = reply.body as { id: string }
    expect((await platform.comments.get(id))?.parentId).toBe('c1')
  })

  it('refuses a public reply to a hidden comment, or under a hidden one', async () => {
    const { platform, token } = await withConversation()
    await platform.setCommentHidden('c1', true)
    expect(errorOf(await platform.replyToComment(token, 'c1', 'oi')).code).toBe(100)
    expect(errorOf(await platform.replyToComment(token, 'c2', 'oi')).code).toBe(100)
    expect((await platform.hideComment(token, 'c1', 'false')).body).toEqual({ success: true })
    expect((await platform.replyToComment(token, 'c1', 'oi')).status).toBe(200)
  })

  it('takes no public reply on a live video, and a private reply only while it is live', async () => {
    const { platform, token, account } = await withConversation()
    const live = await platform.startBroadcast(account.userId)
    for (const id of ['l1', 'l2']) await commentOn(platform, account.userId, live.id, id)
    expect(errorOf(await platform.replyToComment(token, 'l1', 'oi')).code).toBe(100)
    const privately = (commentId: string) =>
      platform.sendMessage(token, 'me', { recipient: { comment_id: commentId }, message: { text: 'link' } })
    expect((await privately('l1')).status).toBe(200)
    await platform.endBroadcast(live.id)
    expect(errorOf(await privately('l2'))).toMatchObject({ code: 10, error_subcode: 2534022 })
    expect((await platform.mediaOf(account.userId)).map((media) => media.id)).not.toContain(live.id)
  })
})

describe('the persistent menu and ice breakers open the window (Persistent menu; Ice breakers)', () => {
  it('lets the account answer for 24 hours after a person taps a menu item', async () => {
    const { platform, token, account, advance } = await withConversation()
    const tapper = (await platform.listPeople())[2]!
    const dm = () => platform.sendMessage(token, 'me', { recipient: { id: tapper.id }, message: { text: 'Olá' } })
    expect(errorOf(await dm())).toMatchObject({ code: 10, error_subcode: 2534022 })
    await platform.recordDelivered([
      {
        kind: 'postback',
        dedupeKey: 'postback:menu-1',
        accountId: account.userId,
        timestamp: Date.UTC(2026, 5, 1),
        mid: 'menu-1',
        senderId: tapper.id,
        recipientId: account.userId,
        title: 'Horário',
        payload: 'HOURS',
      },
    ])
    expect((await dm()).status).toBe(200)
    advance(24 * HOUR + 1)
    expect(errorOf(await dm())).toMatchObject({ code: 10, error_subcode: 2534022 })
  })
})

describe('webhook fields an Instagram app subscribes to (Webhooks, fields)', () => {
  const FIELDS = [
    'comments',
    'live_comments',
    'mentions',
    'message_reactions',
    'messages',
    'messaging_postbacks',
    'messaging_referral',
    'messaging_seen',
    'story_insights',
  ]

  it('accepts exactly the documented fields and refuses messaging_optins', async () => {
    const { platform, token } = await withConversation()
    expect((await platform.subscribeApp(token, FIELDS.join(','))).body).toEqual({ success: true })
    const refused = errorOf(await platform.subscribeApp(token, 'messages,messaging_optins'))
    expect(refused.code).toBe(100)
    expect(refused.message).toContain('"messaging_optins"')
    const listed = /must be one of \{(.*)\}/.exec(refused.message)![1]!.split(', ')
    expect(listed.toSorted()).toEqual(FIELDS)
  })
})

describe('HUMAN_AGENT (Send Messages; Message tags)', () => {
  const tagged = { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }

  it('lets an approved app answer up to 7 days after the person’s last message', async () => {
    const { platform, token, person, advance } = await withConversation()
    platform.configure({ humanAgentApproved: true })
    const send = (extra: Record<string, unknown>) =>
      platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'agent' }, ...extra })
    advance(3 * 24 * HOUR)
    expect((await send(tagged)).status).toBe(200)
    // The tag alone, without MESSAGE_TAG, opens nothing.
    expect(errorOf(await send({ tag: 'HUMAN_AGENT' }))).toMatchObject({ code: 10, error_subcode: 2534022 })
    advance(4 * 24 * HOUR + 1)
    expect(errorOf(await send(tagged))).toMatchObject({ code: 10, error_subcode: 2534022 })
  })

  it('refuses the tag from an app without the Human Agent feature, and any other tag', async () => {
    const { platform, token, person } = await withConversation()
    expect(platform.settings.humanAgentApproved).toBe(false)
    const send = (extra: Record<string, unknown>) =>
      platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'agent' }, ...extra })
    expect(errorOf(await send(tagged)).code).toBe(200)
    platform.configure({ humanAgentApproved: true })
    expect(errorOf(await send({ messaging_type: 'MESSAGE_TAG', tag: 'ACCOUNT_UPDATE' })).code).toBe(100)
    expect(errorOf(await send({ messaging_type: 'PROMOTION' })).code).toBe(100)
  })
})

describe('message limits (Send Messages; Generic template; Button template; Quick replies)', () => {
  const button = { type: 'postback', title: 'Sim', payload: 'YES' }
  const element = (patch: Record<string, unknown> = {}) => ({
    title: 'Café',
    subtitle: 'Blend',
    buttons: [button],
    ...patch,
  })
  const generic = (elements: unknown[]) => ({
    attachment: { type: 'template', payload: { template_type: 'generic', elements } },
  })

  async function sending() {
    const { platform, token, person } = await withConversation()
    return (message: Record<string, unknown>) =>
      platform.sendMessage(token, 'me', { recipient: { id: person.id }, message })
  }

  it('takes a generic template of up to 10 elements, titles and subtitles of 80 characters, 3 buttons each', async () => {
    const send = await sending()
    expect((await send(generic(Array.from({ length: 10 }, () => element())))).status).toBe(200)
    expect(errorOf(await send(generic(Array.from({ length: 11 }, () => element())))).code).toBe(100)
    expect((await send(generic([element({ title: 'é'.repeat(80), subtitle: 'ç'.repeat(80) })]))).status).toBe(200)
    expect(errorOf(await send(generic([element({ title: 'a'.repeat(81) })]))).code).toBe(100)
    expect(errorOf(await send(generic([element({ subtitle: 'a'.repeat(81) })]))).code).toBe(100)
    expect(errorOf(await send(generic([element({ buttons: [button, button, button, button] })]))).code).toBe(100)
  })

  it('takes a button template of up to 3 buttons', async () => {
    const send = await sending()
    const template = (buttons: unknown[]) => ({
      attachment: { type: 'template', payload: { template_type: 'button', text: 'Escolha', buttons } },
    })
    expect((await send(template([button, button, button]))).status).toBe(200)
    expect(errorOf(await send(template([button, button, button, button]))).code).toBe(100)
  })

  it('takes up to 13 quick replies with titles of 20 characters, and text of 1,000 bytes', async () => {
    const send = await sending()
    const replies = (count: number, title = 'Sim') =>
      Array.from({ length: count }, () => ({ content_type: 'text', title, payload: 'P' }))
    expect((await send({ text: 'x', quick_replies: replies(13, 'ã'.repeat(20)) })).status).toBe(200)
    expect(errorOf(await send({ text: 'x', quick_replies: replies(14) })).code).toBe(100)
    expect(errorOf(await send({ text: 'x', quick_replies: replies(1, 'a'.repeat(21)) })).code).toBe(100)
    expect((await send({ text: 'é'.repeat(500) })).status).toBe(200)
    expect(errorOf(await send({ text: `${'é'.repeat(500)}a` })).code).toBe(100)
  })
})
