import { describe, expect, it } from 'vitest'
import { instagramMockApp } from '@/mocks/instagram/handlers'
import { withConversation } from './connectedPlatform'

interface GraphPage {
  data: Record<string, unknown>[]
  paging?: { next?: string }
}
type Answer = Partial<GraphPage> & { messages?: GraphPage; error?: { code: number } }

/** The mock's Graph API over HTTP, as the account's token reads it. */
async function overHttp() {
  const context = await withConversation()
  const app = instagramMockApp(context.platform)
  const get = async (path: string) => {
    // A client that keeps to the Conversations API's 2 calls a second (Messenger Platform, "Rate limiting").
    context.advance(500)
    const url = path.startsWith('http') ? path : `http://instagram.test/graph/v23.0${path}`
    const response = await app.fetch(new Request(url, { headers: { Authorization: `Bearer ${context.token}` } }))
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const conversationWith = async (igsid: string) =>
    (await get(`/${context.account.userId}/conversations?platform=instagram&user_id=${igsid}`)).body.data?.[0]?.id as
      string | undefined
  return { ...context, get, conversationWith }
}

const MESSAGE_FIELDS = 'messages{id,created_time,from,to,message}'

describe('the Conversations API', () => {
  it('finds the thread with a person and lists its messages newest first, the account’s and the person’s', async () => {
    const { platform, token, person, account, advance, get, conversationWith } = await overHttp()
    advance(61_000)
    const sent = await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'Olá!' } })
    const conversationId = await conversationWith(person.id)
    expect(conversationId).toEqual(expect.any(String))
    const read = await get(`/${conversationId}?fields=${MESSAGE_FIELDS}`)
    expect(read.status).toBe(200)
    const me = { id: account.userId, username: account.username }
    const them = { id: person.id, username: person.username }
    expect(read.body).toEqual({
      id: conversationId,
      messages: {
        data: [
          {
            id: (sent.body as { message_id: string }).message_id,
            created_time: '2026-06-01T00:01:01+0000',
            from: me,
            to: { data: [them] },
            message: 'Olá!',
          },
          { id: '1', created_time: '2026-06-01T00:00:00+0000', from: them, to: { data: [me] }, message: 'oi' },
        ],
        paging: { cursors: { before: expect.any(String), after: expect.any(String) } },
      },
    })
    const list = await get(`/me/conversations?platform=instagram`)
    expect(list.body.data).toEqual([{ id: conversationId, updated_time: '2026-06-01T00:01:01+0000' }])
  })

  it('puts a private reply in the commenter’s thread, someone who never wrote to the account included', async () => {
    const { platform, token, account, get, conversationWith } = await overHttp()
    const commenter = (await platform.listPeople())[1]!
    await platform.recordDelivered([
      {
        kind: 'comment',
        dedupeKey: 'comment:c3',
        accountId: account.userId,
        timestamp: Date.UTC(2026, 5, 1),
        commentId: 'c3',
        fromId: commenter.id,
        fromUsername: commenter.username,
        text: 'LINK',
        mediaId: 'm1',
      },
    ])
    expect(await conversationWith(commenter.id)).toBeUndefined()
    expect((await get('/c3?fields=from')).body).toEqual({
      id: 'c3',
      from: { id: commenter.id, username: commenter.username },
    })
    await platform.sendMessage(token, 'me', { recipient: { comment_id: 'c3' }, message: { text: 'Aqui está' } })
    const thread = await get(`/${await conversationWith(commenter.id)}/messages?fields=message,from`)
    expect(thread.body.data).toEqual([
      {
        id: expect.any(String),
        message: 'Aqui está',
        from: { id: account.userId, username: account.username },
      },
    ])
  })

  it('pages as Graph does: cursors, and a next link to the following page', async () => {
    const { platform, token, person, advance, get, conversationWith } = await overHttp()
    for (let index = 0; index < 30; index++) {
      advance(1000)
      await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: `n${index}` } })
    }
    const conversationId = await conversationWith(person.id)
    const first = (await get(`/${conversationId}?fields=messages.limit(12){message}`)).body.messages!
    const texts = first.data.map((message) => message.message)
    let next = first.paging?.next
    expect(next).toMatch(/^http:\/\/instagram\.test\/graph\/v23\.0\/.+\/messages\?.*after=/)
    while (next) {
      const page = await get(next)
      texts.push(...page.body.data!.map((message) => message.message))
      next = page.body.paging?.next
    }
    expect(texts).toEqual([...Array.from({ length: 30 }, (_, index) => `n${29 - index}`), 'oi'])
  })

  it('lists a comment’s replies with who wrote each', async () => {
    const { platform, token, account, person, advance, get } = await overHttp()
    advance(1000)
    const reply = await platform.replyToComment(token, 'c1', 'Obrigado!')
    const replies = await get('/c1/replies?fields=id,text,timestamp,from')
    expect(replies.body.data).toEqual([
      {
        id: 'c2',
        text: 'reply',
        timestamp: '2026-06-01T00:00:00+0000',
        from: { id: person.id, username: person.username },
      },
      {
        id: (reply.body as { id: string }).id,
        text: 'Obrigado!',
        timestamp: '2026-06-01T00:00:01+0000',
        from: { id: account.userId, username: account.username },
      },
    ])
  })

  it('answers nothing of another account, nor a field that does not exist', async () => {
    const { person, get, conversationWith } = await overHttp()
    const conversationId = await conversationWith(person.id)
    const other = Buffer.from(`ig_thread:999:${person.id}`).toString('base64url')
    expect((await get(`/${other}?fields=${MESSAGE_FIELDS}`)).body.error).toMatchObject({ code: 100 })
    expect((await get(`/${conversationId}?fields=messages{id,colour}`)).body.error).toMatchObject({ code: 100 })
    expect((await get('/me/conversations?platform=instagram&user_id=000')).body).toEqual({ data: [] })
    expect((await get('/me/conversations?platform=whatsapp')).status).toBe(400)
  })
})
