import { describe, expect, it } from 'vitest'
import { normalizeCodeExchange } from '@/domain/instagram/oauth'
import { createMemoryStore } from '@/lib/storage'
import { MockDb } from '@/mocks/db'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { GraphErrors } from '@/mocks/instagram/graphErrors'
import { InstagramPlatform } from '@/mocks/instagram/platform'

const HOUR = 3_600_000
const REDIRECT = 'http://127.0.0.1:4173/callback/instagram'

function setup(shape: 'data' | 'flat' = 'data') {
  let clock = Date.UTC(2026, 5, 1)
  const platform = new InstagramPlatform(new MockDb(createMemoryStore()), () => clock, 7, { tokenResponseShape: shape })
  const account = platform.listAccounts()[0]!
  const advance = (ms: number) => void (clock += ms)
  const authorize = (state = 'state-1') => {
    const validation = platform.validateAuthorize(
      new URLSearchParams({
        client_id: INSTAGRAM_APP.clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments',
        state,
      }),
    )
    if (!validation.ok) throw new Error(validation.message)
    return validation.request
  }
  const exchange = (code: string) =>
    platform.exchangeCode(
      new URLSearchParams({
        client_id: INSTAGRAM_APP.clientId,
        client_secret: INSTAGRAM_APP.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT,
        code,
      }),
    )
  const connect = () => {
    const redirect = new URL(platform.approve(authorize(), account.id))
    const short = normalizeCodeExchange(exchange(redirect.searchParams.get('code')!).body)
    if (!short.ok) throw new Error(short.message)
    const long = platform.exchangeForLongLived(
      new URLSearchParams({
        grant_type: 'ig_exchange_token',
        client_secret: INSTAGRAM_APP.clientSecret,
        access_token: short.token.accessToken,
      }),
    )
    return (long.body as { access_token: string }).access_token
  }
  return { platform, account, advance, authorize, exchange, connect }
}

const errorOf = (result: { body: unknown }) =>
  (result.body as { error: { code: number; error_subcode?: number; type: string; fbtrace_id: string } }).error

describe('Business Login', () => {
  it('redirects back with code, state and the #_ suffix, or with access_denied', () => {
    const { platform, authorize, account } = setup()
    const approved = platform.approve(authorize('xyz'), account.id)
    expect(approved).toMatch(/^http:\/\/127\.0\.0\.1:4173\/callback\/instagram\?code=AQB[A-Za-z0-9]+&state=xyz#_$/)
    const denied = new URL(platform.deny(authorize('xyz')))
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'The user denied your request',
      state: 'xyz',
    })
  })

  it('refuses unknown apps, unregistered redirects and unknown scopes', () => {
    const { platform } = setup()
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

  it.each(['data', 'flat'] as const)('answers the code exchange in the %s shape', (shape) => {
    const { platform, authorize, exchange, account } = setup(shape)
    const code = new URL(platform.approve(authorize(), account.id)).searchParams.get('code')!
    const result = exchange(code)
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

  it('gives the real OAuthException for a reused, unknown or expired code', () => {
    const { platform, authorize, exchange, account, advance } = setup()
    const code = new URL(platform.approve(authorize(), account.id)).searchParams.get('code')!
    expect(exchange(code).status).toBe(200)
    const reused = exchange(code)
    expect(reused).toEqual({
      status: 400,
      body: {
        error_type: 'OAuthException',
        code: 400,
        error_message: 'Matching code was not found or was already used',
      },
    })
    expect(exchange('AQBnot-a-code').body).toEqual(reused.body)
    const late = new URL(platform.approve(authorize(), account.id)).searchParams.get('code')!
    advance(HOUR + 1)
    expect(exchange(late).body).toEqual(reused.body)
  })
})

describe('tokens', () => {
  it('exchanges for a 60-day token and refreshes only once it is 24 hours old', () => {
    const { platform, connect, advance } = setup()
    const token = connect()
    const refresh = () =>
      platform.refreshLongLived(new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: token }))
    expect(errorOf(refresh()).code).toBe(100)
    advance(24 * HOUR)
    const refreshed = refresh()
    expect(refreshed.body).toEqual({
      access_token: expect.stringMatching(/^IGAA/),
      token_type: 'bearer',
      expires_in: 60 * 86_400,
    })
  })

  it('answers 190 for expired, revoked and unknown tokens', () => {
    const { platform, connect, account } = setup()
    const token = connect()
    expect(platform.me(token, 'user_id,username').body).toMatchObject({
      user_id: account.userId,
      username: account.username,
      id: account.id,
    })
    expect(errorOf(platform.me('IGAAnope', null))).toMatchObject({ code: 190, type: 'OAuthException' })
    platform.revokeAccess(account.userId, 460)
    expect(errorOf(platform.me(token, null))).toMatchObject({ code: 190, error_subcode: 460 })
    const other = setup()
    const fresh = other.connect()
    other.advance(60 * 86_400_000)
    expect(errorOf(other.platform.me(fresh, null))).toMatchObject({ code: 190, error_subcode: 463 })
    expect(
      errorOf(
        other.platform.refreshLongLived(new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: fresh })),
      ).code,
    ).toBe(190)
  })

  it('adds usage headers to Graph answers', () => {
    const { platform, connect, account } = setup()
    const result = platform.me(connect(), 'username')
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
  function withConversation() {
    const context = setup()
    const token = context.connect()
    const person = context.platform.listPeople()[0]!
    const now = Date.UTC(2026, 5, 1)
    context.platform.recordDelivered([
      {
        kind: 'message',
        dedupeKey: 'mid:1',
        accountId: context.account.userId,
        timestamp: now,
        mid: '1',
        senderId: person.id,
        recipientId: context.account.userId,
        text: 'oi',
        isEcho: false,
        isDeleted: false,
        isUnsupported: false,
        attachments: [],
      },
      {
        kind: 'comment',
        dedupeKey: 'comment:c1',
        accountId: context.account.userId,
        timestamp: now,
        commentId: 'c1',
        fromId: person.id,
        fromUsername: person.username,
        text: 'LINK',
        mediaId: 'm1',
      },
      {
        kind: 'comment',
        dedupeKey: 'comment:c2',
        accountId: context.account.userId,
        timestamp: now,
        commentId: 'c2',
        fromId: person.id,
        fromUsername: person.username,
        text: 'reply',
        mediaId: 'm1',
        parentId: 'c1',
      },
    ])
    return { ...context, token, person }
  }

  it('sends a DM inside the 24-hour window and keeps it in the outbox', () => {
    const { platform, token, person, account } = withConversation()
    const sent = platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'Olá!' } })
    expect(sent.body).toEqual({ recipient_id: person.id, message_id: expect.any(String) })
    expect(platform.outbox(account.userId)).toEqual([
      expect.objectContaining({ kind: 'message', recipientId: person.id, text: 'Olá!' }),
    ])
  })

  it('refuses outside the window, unknown recipients and over-long text', () => {
    const { platform, token, person, advance } = withConversation()
    expect(
      errorOf(platform.sendMessage(token, 'me', { recipient: { id: '000' }, message: { text: 'x' } })),
    ).toMatchObject({ code: 100, error_subcode: 2534014 })
    expect(
      errorOf(platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'é'.repeat(501) } }))
        .code,
    ).toBe(100)
    expect(
      errorOf(
        platform.sendMessage(token, 'me', {
          recipient: { id: person.id },
          message: { text: 'x', quick_replies: Array(14).fill({ content_type: 'text', title: 'a', payload: 'a' }) },
        }),
      ).code,
    ).toBe(100)
    advance(24 * HOUR + 1)
    expect(
      errorOf(platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'late' } })),
    ).toMatchObject({ code: 10, error_subcode: 2534022 })
    expect(
      platform.sendMessage(token, 'me', {
        recipient: { id: person.id },
        message: { text: 'agent' },
        tag: 'HUMAN_AGENT',
      }).status,
    ).toBe(200)
  })

  it('allows one private reply per comment, within 7 days', () => {
    const { platform, token } = withConversation()
    expect(
      platform.sendMessage(token, 'me', { recipient: { comment_id: 'c1' }, message: { text: 'Aqui está' } }).status,
    ).toBe(200)
    const again = errorOf(
      platform.sendMessage(token, 'me', { recipient: { comment_id: 'c1' }, message: { text: 'de novo' } }),
    )
    expect(again.code).toBe(platform.settings.privateReplyUsedError.code)
  })

  it('replies publicly to top-level comments only', () => {
    const { platform, token, account } = withConversation()
    expect(platform.replyToComment(token, 'c1', 'Obrigado!').body).toEqual({ id: expect.any(String) })
    expect(errorOf(platform.replyToComment(token, 'c2', 'nested')).code).toBe(100)
    expect(platform.outbox(account.userId).map((entry) => entry.kind)).toEqual(['public_reply'])
  })

  it('applies policy errors: restricted account, disabled DMs, unavailable person, rate limit, injected failures', () => {
    const { platform, token, person, account } = withConversation()
    const send = () => platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'x' } })
    platform.failNextCall(GraphErrors.temporary())
    expect(errorOf(send())).toMatchObject({ code: 2 })
    platform.updatePerson(person.id, { receivesMessages: false })
    expect(errorOf(send()).code).toBe(551)
    platform.updatePerson(person.id, { receivesMessages: true })
    platform.updateAccount(account.userId, { dmAccessDisabled: true })
    expect(errorOf(send())).toMatchObject({ code: 200, error_subcode: 2534041 })
    platform.updateAccount(account.userId, { dmAccessDisabled: false, restricted: true })
    expect(errorOf(send())).toMatchObject({ code: 10, error_subcode: 1893063 })
    platform.updateAccount(account.userId, { restricted: false })
    platform.configure({ limits: { ...platform.settings.limits, sendsPerSecond: 2 } })
    expect(send().status).toBe(200)
    expect(send().status).toBe(200)
    expect(errorOf(send())).toMatchObject({ code: 613, error_subcode: 2534040 })
  })
})
