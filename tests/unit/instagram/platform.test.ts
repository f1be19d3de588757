import { describe, expect, it, vi } from 'vitest'
import { createMockBackend } from '@/mocks/backend'
import { createMemoryMockDb } from '@/mocks/node'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { GraphErrors } from '@/mocks/instagram/graphErrors'
import { instagramMockApp } from '@/mocks/instagram/handlers'
import { inProcessGraph } from '@/mocks/instagram/inProcessGraph'
import { InstagramPlatform } from '@/mocks/instagram/platform'
import { SentLookupError, type SentStep } from '@/server/instagram/findSent'
import { httpGraph } from '@/server/instagram/graph'
import { HOUR, REDIRECT, setup, withConversation } from './connectedPlatform'

const errorOf = (result: { body: unknown }) =>
  (result.body as { error: { code: number; error_subcode?: number; type: string; fbtrace_id: string } }).error

describe('Business Login', () => {
  it('redirects back with code, state and the #_ suffix, or with access_denied', async () => {
    const { platform, authorize, account } = await setup()
    const approved = await platform.approve(authorize('xyz'), account.id)
    expect(approved).toMatch(/^http:\/\/127\.0\.0\.1:4173\/callback\/instagram\?code=AQB[A-Za-z0-9]+&state=xyz#_$/)
    const denied = new URL(platform.deny(authorize('xyz')))
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'The user denied your request',
      state: 'xyz',
    })
  })

  it('refuses unknown apps, unregistered redirects and unknown scopes', async () => {
    const { platform } = await setup()
    const base = {
      client_id: INSTAGRAM_APP.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic',
    }
    expect(platform.validateAuthorize(new URLSearchParams(base)).ok).toBe(true)
    expect(platform.validateAuthorize(new URLSearchParams({ ...base, client_id: '1' })).ok).toBe(false)
    expect(
      platform.validateAuthorize(new URLSearchParams({ ...base, redirect_uri: 'https://evil.test/steal' })).ok,
    ).toBe(false)
    expect(platform.validateAuthorize(new URLSearchParams({ ...base, scope: 'instagram_basic_everything' })).ok).toBe(
      false,
    )
  })

  it.each(['data', 'flat'] as const)('answers the code exchange in the %s shape', async (shape) => {
    const { platform, authorize, exchange, account } = await setup(shape)
    const code = new URL(await platform.approve(authorize(), account.id)).searchParams.get('code')!
    const result = await exchange(code)
    expect(result.status).toBe(200)
    if (shape === 'data') {
      expect(result.body).toEqual({
        data: [
          {
            access_token: expect.stringMatching(/^IGAA/),
            user_id: account.id,
            permissions: expect.stringContaining(','),
          },
        ],
      })
    } else {
      expect(result.body).toEqual({
        access_token: expect.stringMatching(/^IGAA/),
        user_id: Number(account.id),
        permissions: expect.any(Array),
      })
    }
  })

  it('gives the real OAuthException for a reused, unknown or expired code', async () => {
    const { platform, authorize, exchange, account, advance } = await setup()
    const code = new URL(await platform.approve(authorize(), account.id)).searchParams.get('code')!
    expect((await exchange(code)).status).toBe(200)
    const reused = await exchange(code)
    expect(reused).toEqual({
      status: 400,
      body: {
        error_type: 'OAuthException',
        code: 400,
        error_message: 'Matching code was not found or was already used',
      },
    })
    expect((await exchange('AQBnot-a-code')).body).toEqual(reused.body)
    const late = new URL(await platform.approve(authorize(), account.id)).searchParams.get('code')!
    advance(HOUR + 1)
    expect((await exchange(late)).body).toEqual(reused.body)
  })
})

describe('tokens', () => {
  it('exchanges for a 60-day token and refreshes only once it is 24 hours old', async () => {
    const { platform, connect, advance } = await setup()
    const token = await connect()
    const refresh = () =>
      platform.refreshLongLived(new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: token }))
    expect(errorOf(await refresh()).code).toBe(100)
    advance(24 * HOUR)
    const refreshed = await refresh()
    expect(refreshed.body).toEqual({
      access_token: expect.stringMatching(/^IGAA/),
      token_type: 'bearer',
      expires_in: 60 * 86_400,
    })
  })

  it('answers 190 for expired, revoked and unknown tokens', async () => {
    const { platform, connect, account } = await setup()
    const token = await connect()
    expect((await platform.me(token, 'user_id,username')).body).toMatchObject({
      user_id: account.userId,
      username: account.username,
      id: account.id,
    })
    expect(errorOf(await platform.me('IGAAnope', null))).toMatchObject({ code: 190, type: 'OAuthException' })
    await platform.revokeAccess(account.userId, 460)
    expect(errorOf(await platform.me(token, null))).toMatchObject({ code: 190, error_subcode: 460 })
    const other = await setup()
    const fresh = await other.connect()
    other.advance(60 * 86_400_000)
    expect(errorOf(await other.platform.me(fresh, null))).toMatchObject({ code: 190, error_subcode: 463 })
    expect(
      errorOf(
        await other.platform.refreshLongLived(
          new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: fresh }),
        ),
      ).code,
    ).toBe(190)
  })

  it('adds usage headers to Graph answers', async () => {
    const { platform, connect, account } = await setup()
    const result = await platform.me(await connect(), 'username')
    expect(JSON.parse(result.headers!['X-App-Usage']!)).toEqual({
      call_count: expect.any(Number),
      total_cputime: expect.any(Number),
      total_time: expect.any(Number),
    })
    expect(JSON.parse(result.headers!['X-Business-Use-Case-Usage']!)[account.userId][0]).toMatchObject({
      type: 'instagram',
      estimated_time_to_regain_access: 0,
    })
  })
})

describe('messaging', () => {
  it('sends a DM inside the 24-hour window and keeps it in the outbox', async () => {
    const { platform, token, person, account } = await withConversation()
    const sent = await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'Olá!' } })
    expect(sent.body).toEqual({ recipient_id: person.id, message_id: expect.any(String) })
    expect(await platform.outbox(account.userId)).toEqual([
      expect.objectContaining({ kind: 'message', recipientId: person.id, text: 'Olá!' }),
    ])
  })

  it('refuses outside the window, unknown recipients and over-long text', async () => {
    const { platform, token, person, advance } = await withConversation()
    expect(
      errorOf(await platform.sendMessage(token, 'me', { recipient: { id: '000' }, message: { text: 'x' } })),
    ).toMatchObject({ code: 100, error_subcode: 2534014 })
    expect(
      errorOf(
        await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'é'.repeat(501) } }),
      ).code,
    ).toBe(100)
    expect(
      errorOf(
        await platform.sendMessage(token, 'me', {
          recipient: { id: person.id },
          message: { text: 'x', quick_replies: Array(14).fill({ content_type: 'text', title: 'a', payload: 'a' }) },
        }),
      ).code,
    ).toBe(100)
    advance(24 * HOUR + 1)
    expect(
      errorOf(await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'late' } })),
    ).toMatchObject({ code: 10, error_subcode: 2534022 })
    // Meta's conditions for the 7-day tag are in humanAgent.test.ts; an approved app may use it.
    platform.configure({ humanAgentApproved: true })
    expect(
      (
        await platform.sendMessage(token, 'me', {
          recipient: { id: person.id },
          message: { text: 'agent' },
          messaging_type: 'MESSAGE_TAG',
          tag: 'HUMAN_AGENT',
        })
      ).status,
    ).toBe(200)
  })

  it('allows one private reply per comment, within 7 days', async () => {
    const { platform, token } = await withConversation()
    expect(
      (await platform.sendMessage(token, 'me', { recipient: { comment_id: 'c1' }, message: { text: 'Aqui está' } }))
        .status,
    ).toBe(200)
    const again = errorOf(
      await platform.sendMessage(token, 'me', { recipient: { comment_id: 'c1' }, message: { text: 'de novo' } }),
    )
    expect(again.code).toBe(platform.settings.privateReplyUsedError.code)
  })

  it('replies publicly to a comment, and to a reply under its top-level comment (IG Comment replies)', async () => {
    const { platform, token, account } = await withConversation()
    expect((await platform.replyToComment(token, 'c1', 'Obrigado!')).body).toEqual({ id: expect.any(String) })
    const nested = (await platform.replyToComment(token, 'c2', 'nested')).body as { id: string }
    expect((await platform.comments.get(nested.id))?.parentId).toBe('c1')
    expect((await platform.outbox(account.userId)).map((entry) => entry.kind)).toEqual(['public_reply', 'public_reply'])
  })

  it('applies policy errors: restricted account, disabled DMs, unavailable person, rate limit, injected failures', async () => {
    const { platform, token, person, account } = await withConversation()
    const send = () => platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'x' } })
    platform.failNextCall(GraphErrors.temporary())
    expect(errorOf(await send())).toMatchObject({ code: 2 })
    await platform.updatePerson(person.id, { receivesMessages: false })
    expect(errorOf(await send()).code).toBe(551)
    await platform.updatePerson(person.id, { receivesMessages: true })
    await platform.updateAccount(account.userId, { dmAccessDisabled: true })
    expect(errorOf(await send())).toMatchObject({ code: 200, error_subcode: 2534041 })
    await platform.updateAccount(account.userId, { dmAccessDisabled: false, restricted: true })
    expect(errorOf(await send())).toMatchObject({ code: 10, error_subcode: 1893063 })
    await platform.updateAccount(account.userId, { restricted: false })
    platform.configure({ limits: { ...platform.settings.limits, textSendsPerSecond: 2 } })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    expect(errorOf(await send())).toMatchObject({ code: 613, error_subcode: 2534040 })
  })
})

describe('the Graph client over HTTP, against the mock served as a service', () => {
  /** The backend's HTTP client, its requests answered by the mock's own HTTP app. */
  async function clients() {
    const context = await withConversation()
    const app = instagramMockApp(context.platform)
    const tokenOf = async () => context.token
    const overHttp = httpGraph({
      graphUrl: 'http://instagram.test/graph',
      version: INSTAGRAM_APP.graphVersion,
      tokenOf,
      fetch: async (input, init) => app.fetch(new Request(input, init)),
    })
    return { ...context, overHttp, direct: inProcessGraph(context.platform, tokenOf) }
  }

  it('sends a DM, a private reply and a public reply the mock accepts, with the ids it gives', async () => {
    const { overHttp, person, account, platform } = await clients()
    const dm = await overHttp.sendMessage({
      accountId: account.userId,
      recipientId: person.id,
      message: { text: 'Olá!', quickReplies: [{ title: 'Sim', payload: 'YES' }] },
    })
    const privateReply = await overHttp.sendPrivateReply({
      accountId: account.userId,
      commentId: 'c1',
      message: { text: 'Aqui está', buttons: [{ type: 'web_url', title: 'Abrir', url: 'https://example.com' }] },
    })
    const publicReply = await overHttp.replyToComment({ accountId: account.userId, commentId: 'c1', text: 'Obrigado!' })
    const outbox = await platform.outbox(account.userId)
    expect(outbox.map((entry) => entry.kind).sort()).toEqual(['message', 'private_reply', 'public_reply'])
    expect([dm, privateReply, publicReply]).toEqual([
      { ok: true, id: outbox.find((entry) => entry.kind === 'message')!.id },
      { ok: true, id: outbox.find((entry) => entry.kind === 'private_reply')!.id },
      { ok: true, id: outbox.find((entry) => entry.kind === 'public_reply')!.id },
    ])
  })

  it('reads Meta’s refusals as the engine records them, as the in-page client does', async () => {
    const { overHttp, direct, person, account, platform } = await clients()
    const secondReply = { accountId: account.userId, commentId: 'c1', message: { text: 'x' } }
    await direct.sendPrivateReply(secondReply)
    const refused = await overHttp.sendPrivateReply(secondReply)
    expect(refused).toEqual(await direct.sendPrivateReply(secondReply))
    expect(refused).toMatchObject({ ok: false, error: { code: platform.settings.privateReplyUsedError.code } })
    platform.failNextCall(GraphErrors.temporary())
    const temporary = await overHttp.sendMessage({
      accountId: account.userId,
      recipientId: person.id,
      message: { text: 'x' },
    })
    expect(temporary).toMatchObject({ ok: false, error: { is_transient: true } })
  })

  it('lists the account’s posts as the in-page client does, and none without a token', async () => {
    const { overHttp, direct, account } = await clients()
    const posts = await overHttp.mediaOf(account.userId)
    expect(posts.length).toBeGreaterThan(0)
    expect(posts).toEqual(await direct.mediaOf(account.userId))
    const app = instagramMockApp((await clients()).platform)
    const anonymous = httpGraph({
      graphUrl: 'http://instagram.test/graph',
      version: INSTAGRAM_APP.graphVersion,
      tokenOf: async () => null,
      fetch: async (input, init) => app.fetch(new Request(input, init)),
    })
    expect(await anonymous.mediaOf(account.userId)).toEqual([])
  })

  it('lists the account’s ads (the mock’s /me/ads) as the in-page client does, and none without a token', async () => {
    const { overHttp, direct, account, platform, token } = await clients()
    const ads = await overHttp.adsOf(account.userId)
    expect(ads).toEqual(await platform.adsOf(account.userId))
    expect(ads.length).toBeGreaterThan(0)
    expect(ads.every((ad) => ad.id !== '' && ad.name !== '')).toBe(true)
    expect(await direct.adsOf(account.userId)).toEqual(ads)
    expect((await platform.listAds(token, 'id,budget')).status).toBe(400)
    expect((await platform.listAds(null, 'id,name')).status).not.toBe(200)
  })

  describe('findSent: whether a send cut off mid-way reached Instagram, from the read APIs Meta has', () => {
    /** One of the two clients, the clock at `since`: mid-second, as Graph dates things to the second. */
    async function finding(which: 'overHttp' | 'direct') {
      const context = await clients()
      // findSent reads a thread's pages back to back, faster than the Conversations API's 2
      // calls a second allow (rates have their own tests); here only what it finds matters.
      context.platform.configure({ limits: { ...context.platform.settings.limits, conversationCallsPerSecond: 100 } })
      context.advance(1500)
      const since = Date.UTC(2026, 5, 1) + 1500
      const find = (step: SentStep, excludeIds: string[] = [], from = since) =>
        context[which].findSent({ accountId: context.account.userId, since: from, step, excludeIds })
      const sendDm = async (text: string) => {
        const sent = await context.direct.sendMessage({
          accountId: context.account.userId,
          recipientId: context.person.id,
          message: { text },
        })
        if (!sent.ok) throw new Error(sent.error.message)
        return sent.id
      }
      return { ...context, since, find, sendDm }
    }

    it.each(['overHttp', 'direct'] as const)('finds a DM, a private reply and a public reply (%s)', async (which) => {
      const { find, sendDm, direct, account, person } = await finding(which)
      const dm = await sendDm('Olá!')
      const privateReply = await direct.sendPrivateReply({
        accountId: account.userId,
        commentId: 'c1',
        message: { text: 'Aqui está', buttons: [{ type: 'web_url', title: 'Abrir', url: 'https://example.com' }] },
      })
      const publicReply = await direct.replyToComment({ accountId: account.userId, commentId: 'c1', text: 'Obrigado!' })
      expect([
        await find({ kind: 'dm', recipientId: person.id, text: 'Olá!' }),
        await find({ kind: 'private-reply', commentId: 'c1', text: 'Aqui está' }),
        await find({ kind: 'public-reply', commentId: 'c1', text: 'Obrigado!' }),
      ]).toEqual([dm, privateReply.ok && privateReply.id, publicReply.ok && publicReply.id])
    })

    it.each(['overHttp', 'direct'] as const)(
      'answers null for what the account did not send since then (%s)',
      async (which) => {
        const { find, sendDm, advance, person, platform } = await finding(which)
        const first = await sendDm('Olá!')
        advance(2000)
        const second = await sendDm('Olá!')
        // The same text sent twice: the one already accounted for is never the answer.
        expect(await find({ kind: 'dm', recipientId: person.id, text: 'Olá!' }, [second])).toBe(first)
        expect(await find({ kind: 'dm', recipientId: person.id, text: 'Olá!' }, [first, second])).toBeNull()
        expect(
          await find({ kind: 'dm', recipientId: person.id, text: 'Olá!' }, [], Date.UTC(2026, 5, 1) + 4000),
        ).toBeNull()
        expect(await find({ kind: 'dm', recipientId: person.id, text: 'Outra coisa' })).toBeNull()
        // What the person wrote ("oi"), or replied under the comment ("reply"), is not the account's.
        expect(await find({ kind: 'dm', recipientId: person.id, text: 'oi' }, [], 0)).toBeNull()
        expect(await find({ kind: 'public-reply', commentId: 'c1', text: 'reply' }, [], 0)).toBeNull()
        // A private reply shares the commenter's thread with DMs: only the ids known elsewhere tell them apart.
        expect(await find({ kind: 'private-reply', commentId: 'c1', text: 'Olá!' }, [first, second])).toBeNull()
        const stranger = (await platform.listPeople())[2]!.id
        expect(await find({ kind: 'dm', recipientId: stranger, text: 'Olá!' })).toBeNull()
        expect(await find({ kind: 'private-reply', commentId: 'no-such-comment', text: 'Olá!' })).toBeNull()
      },
    )

    it.each(['overHttp', 'direct'] as const)('reads as many pages as the send is behind (%s)', async (which) => {
      const { find, sendDm, advance, person } = await finding(which)
      const target = await sendDm('O primeiro')
      for (let index = 0; index < 30; index++) {
        advance(1000)
        await sendDm(`depois ${index}`)
      }
      expect(await find({ kind: 'dm', recipientId: person.id, text: 'O primeiro' })).toBe(target)
    })

    it('rejects, rather than answer null, when Instagram cannot be asked', async () => {
      const { account, person, platform, token } = await clients()
      const app = instagramMockApp(platform)
      const tokenless = httpGraph({
        graphUrl: 'http://instagram.test/graph',
        version: INSTAGRAM_APP.graphVersion,
        tokenOf: async () => null,
        fetch: async (input, init) => app.fetch(new Request(input, init)),
      })
      const request = {
        accountId: account.userId,
        since: 0,
        step: { kind: 'dm', recipientId: person.id, text: 'Olá!' } as const,
        excludeIds: [],
      }
      await expect(tokenless.findSent(request)).rejects.toBeInstanceOf(SentLookupError)
      await expect(inProcessGraph(platform, async () => null).findSent(request)).rejects.toMatchObject({
        error: { code: 190 },
      })
      platform.failNextCall(GraphErrors.temporary())
      await expect(inProcessGraph(platform, async () => token).findSent(request)).rejects.toMatchObject({
        error: { is_transient: true },
      })
      expect(await inProcessGraph(platform, async () => token).findSent(request)).toBeNull()
    })
  })
})

describe('an account’s posts, as the backend reads them', () => {
  it('asks Instagram at most once a minute per account, however often a screen polls', async () => {
    let clock = Date.UTC(2026, 5, 1)
    const backend = createMockBackend({
      projectId: 'demo-conversa',
      now: () => clock,
      db: createMemoryMockDb({ seed: 7 }),
    })
    const [account] = await backend.instagram.listAccounts()
    const asked = vi.spyOn(InstagramPlatform.prototype, 'mediaOf')
    try {
      const read = () => backend.instagramGraph(backend.db).mediaOf(account!.userId)
      const first = await read()
      expect(first.length).toBeGreaterThan(0)
      expect(await read()).toEqual(first)
      expect(asked).toHaveBeenCalledTimes(1)
      clock += 61_000
      await read()
      expect(asked).toHaveBeenCalledTimes(2)
    } finally {
      asked.mockRestore()
    }
  })
})
