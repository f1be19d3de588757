import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InstagramConnection, StartConnectionResponse } from '@/domain/instagram/apiTypes'
import { readAuthorizationRedirect } from '@/domain/instagram/oauth'
import { createMockServer } from '@/mocks/node'
import { PROJECT_ID, signIn, signUp, uniqueEmail } from '../support/emulator'

const APP = 'http://conversa.test'

/**
 * The whole Business Login round trip through the MSW node server: the product backend's
 * endpoints, Instagram's authorize form, and the backend's server-side calls to
 * api.instagram.com and graph.instagram.com, all answered by the same mock backend.
 */
describe('Instagram OAuth through the mock backend', () => {
  const { backend, server } = createMockServer({ projectId: PROJECT_ID })
  let idToken: string
  let otherUserToken: string

  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'bypass' })
    const email = uniqueEmail('ig-oauth')
    await signUp(email, 'secret-pass')
    idToken = (await signIn(email, 'secret-pass')).idToken
    const other = uniqueEmail('ig-other')
    await signUp(other, 'secret-pass')
    otherUserToken = (await signIn(other, 'secret-pass')).idToken
  })
  afterAll(() => server.close())
  beforeEach(async () => {
    await backend.db.reset()
    backend.instagram.configure({ tokenResponseShape: 'data' })
  })

  async function api<T>(method: string, path: string, body?: unknown, token = idToken) {
    const response = await fetch(`${APP}/api${path}`, {
      method,
      headers: { token, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, text }
  }

  /** What the person's browser does on Instagram: open the authorize URL, pick an account, decide. */
  async function consent(authorizeUrl: string, decision: 'allow' | 'deny') {
    const page = await fetch(authorizeUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    const account = /name="account" value="([^"]+)"/.exec(html)?.[1]
    expect(account).toBeDefined()
    const form = new URLSearchParams(new URL(authorizeUrl).searchParams)
    form.set('account', account!)
    form.set('decision', decision)
    const answer = await fetch(authorizeUrl.split('?')[0]!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    })
    expect(answer.status).toBe(302)
    return answer.headers.get('Location')!
  }

  async function start() {
    const started = await api<StartConnectionResponse>('POST', '/integrations/instagram/connect')
    expect(started.status).toBe(200)
    return started.body
  }

  it.each(['data', 'flat'] as const)(
    'connects an account when the code exchange answers in the %s shape',
    async (shape) => {
      backend.instagram.configure({ tokenResponseShape: shape })
      const { authorizeUrl, state } = await start()
      const authorize = new URL(authorizeUrl)
      expect(authorize.origin + authorize.pathname).toBe('https://www.instagram.com/oauth/authorize')
      expect(authorize.searchParams.get('state')).toBe(state)
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${APP}/callback/instagram`)

      const location = await consent(authorizeUrl, 'allow')
      expect(location.endsWith('#_')).toBe(true)
      const callback = new URL(location)
      const redirect = readAuthorizationRedirect(callback.search)
      expect(redirect).toEqual({ kind: 'code', code: expect.stringMatching(/^AQB/), state })
      if (redirect.kind !== 'code') return

      const finished = await api<InstagramConnection>('POST', '/integrations/instagram/callback', {
        code: redirect.code,
        state,
      })
      expect(finished.status).toBe(201)
      const account = (await backend.instagram.listAccounts())[0]!
      expect(finished.body).toMatchObject({
        accountId: account.userId,
        username: account.username,
        status: 'connected',
        canRefresh: false,
      })
      expect(finished.body.webhook).toMatchObject({
        subscribed: true,
        fields: expect.arrayContaining(['messages', 'comments']),
      })
      // The account is subscribed on Instagram's side too, and the token never reaches the browser.
      expect(await backend.instagram.subscribedFieldsOf(account.userId)).toEqual(
        expect.arrayContaining(['messages', 'comments', 'messaging_postbacks']),
      )
      expect(finished.text).not.toMatch(/IGAA/)

      const listed = await api<InstagramConnection[]>('GET', '/integrations/instagram')
      expect(listed.body.map((connection) => connection.username)).toEqual([account.username])
      expect(listed.text).not.toMatch(/IGAA/)
      const stored = (await backend.instagramConnections.all())[0]!
      expect(stored.accessToken).toMatch(/^IGAA/)
      expect(stored.tokenExpiresAt - stored.tokenIssuedAt).toBeGreaterThan(59 * 86_400_000)
      // Another user does not see it.
      expect(
        (await api<InstagramConnection[]>('GET', '/integrations/instagram', undefined, otherUserToken)).body,
      ).toEqual([])
    },
  )

  it('comes back with access_denied when the person cancels, and connects nothing', async () => {
    const { authorizeUrl, state } = await start()
    const location = await consent(authorizeUrl, 'deny')
    expect(readAuthorizationRedirect(new URL(location).search)).toEqual({
      kind: 'denied',
      reason: 'user_denied',
      description: 'The user denied your request',
      state,
    })
    expect((await api<InstagramConnection[]>('GET', '/integrations/instagram')).body).toEqual([])
  })

  it('refuses a state it did not issue, or issued to someone else, without spending the code', async () => {
    const { authorizeUrl, state } = await start()
    const redirect = readAuthorizationRedirect(new URL(await consent(authorizeUrl, 'allow')).search)
    if (redirect.kind !== 'code') throw new Error('no code')
    const forged = await api('POST', '/integrations/instagram/callback', { code: redirect.code, state: 'f'.repeat(48) })
    expect(forged).toMatchObject({ status: 400, body: { error: { code: 'instagram/state-mismatch' } } })
    const stolen = await api('POST', '/integrations/instagram/callback', { code: redirect.code, state }, otherUserToken)
    expect(stolen).toMatchObject({ status: 400, body: { error: { code: 'instagram/state-mismatch' } } })
    // The rightful owner can still finish: the refused attempts never reached Instagram.
    expect((await api('POST', '/integrations/instagram/callback', { code: redirect.code, state })).status).toBe(201)
  })

  it("explains a reused code with Instagram's OAuthException", async () => {
    const { authorizeUrl, state } = await start()
    const redirect = readAuthorizationRedirect(new URL(await consent(authorizeUrl, 'allow')).search)
    if (redirect.kind !== 'code') throw new Error('no code')
    expect((await api('POST', '/integrations/instagram/callback', { code: redirect.code, state })).status).toBe(201)
    const second = await start()
    const reused = await api<{ error: { code: string; message: string } }>('POST', '/integrations/instagram/callback', {
      code: redirect.code,
      state: second.state,
    })
    expect(reused.status).toBe(400)
    expect(reused.body.error).toEqual({
      code: 'instagram/code-already-used',
      message: 'Matching code was not found or was already used',
    })
    expect((await api<InstagramConnection[]>('GET', '/integrations/instagram')).body).toHaveLength(1)
  })

  it('refuses an early refresh, then disconnects and unsubscribes the account', async () => {
    const { authorizeUrl, state } = await start()
    const redirect = readAuthorizationRedirect(new URL(await consent(authorizeUrl, 'allow')).search)
    if (redirect.kind !== 'code') throw new Error('no code')
    const connected = (
      await api<InstagramConnection>('POST', '/integrations/instagram/callback', { code: redirect.code, state })
    ).body
    const early = await api('POST', `/integrations/instagram/${encodeURIComponent(connected.id)}/refresh`)
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'instagram/refresh-too-early' } } })
    expect(
      (await api('DELETE', `/integrations/instagram/${encodeURIComponent(connected.id)}`, undefined, otherUserToken))
        .status,
    ).toBe(404)
    expect((await api('DELETE', `/integrations/instagram/${encodeURIComponent(connected.id)}`)).status).toBe(204)
    expect((await api<InstagramConnection[]>('GET', '/integrations/instagram')).body).toEqual([])
    expect(await backend.instagram.subscribedFieldsOf(connected.accountId)).toEqual([])
  })

  it('shows an account as expiring soon, expired, or revoked once Instagram refuses its token', async () => {
    const { authorizeUrl, state } = await start()
    const redirect = readAuthorizationRedirect(new URL(await consent(authorizeUrl, 'allow')).search)
    if (redirect.kind !== 'code') throw new Error('no code')
    const connected = (
      await api<InstagramConnection>('POST', '/integrations/instagram/callback', { code: redirect.code, state })
    ).body
    const statusNow = async () => (await api<InstagramConnection[]>('GET', '/integrations/instagram')).body[0]!
    expect((await statusNow()).status).toBe('connected')
    await backend.instagramConnections.update(connected.id, { tokenExpiresAt: Date.now() + 3 * 86_400_000 })
    expect((await statusNow()).status).toBe('expiring')
    await backend.instagramConnections.update(connected.id, { tokenExpiresAt: Date.now() - 1 })
    expect(await statusNow()).toMatchObject({ status: 'expired', canRefresh: false, webhook: { subscribed: false } })
    await backend.instagramConnections.update(connected.id, { tokenExpiresAt: Date.now() + 30 * 86_400_000 })
    // The person changed their Instagram password: every token of the account dies.
    await backend.instagram.revokeAccess(connected.accountId, 460)
    expect(await statusNow()).toMatchObject({ status: 'revoked', canRefresh: false })
    const refresh = await api('POST', `/integrations/instagram/${encodeURIComponent(connected.id)}/refresh`)
    expect(refresh).toMatchObject({ status: 409, body: { error: { code: 'instagram/token-revoked' } } })
  })

  it('needs a signed-in user to start', async () => {
    const response = await fetch(`${APP}/api/integrations/instagram/connect`, { method: 'POST' })
    expect(response.status).toBe(401)
  })
})
