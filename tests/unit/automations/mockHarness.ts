import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { AutomationInput, AutomationSummary } from '@/domain/automations/apiTypes'
import type { InstagramConnection, StartConnectionResponse } from '@/domain/instagram/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload, type ComposeInput } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { createMockServer } from '@/mocks/node'
import { withFlow, type WithActions } from '../../support/automationSpec'

export const PROJECT = 'demo-conversa'
export const API = 'http://conversa.test/api'
export const T0 = Date.UTC(2026, 10, 22, 10)

/** An Auth-emulator ID token: unsigned, the claims are what the backend checks. */
export function idToken(uid: string, email = `${uid}@conversa.test`, now = T0): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = Math.floor(now / 1000)
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, sub: uid, iat, exp: iat + 3600, auth_time: iat, email })}.`
}

export interface Reply<T> {
  status: number
  json: T
  text: string
}

/**
 * The mock backend in Node, spoken to over HTTP as the app does: a clock the test moves, users
 * signed in through /api/session (which gives them a profile and a role), Instagram accounts
 * connected through the real OAuth endpoints, and webhooks signed like Meta's.
 */
export function mockHarness() {
  let now = T0
  const { backend, server } = createMockServer({ projectId: PROJECT, now: () => now })
  let unique = 0
  /** Users signed in with a given e-mail (the demo admin's, say); others get `uid@conversa.test`. */
  const emails = new Map<string, string>()

  const call = async <T>(uid: string, method: string, path: string, body?: unknown): Promise<Reply<T>> => {
    const email = emails.get(uid) ?? `${uid}@conversa.test`
    const response = await fetch(`${API}${path}`, {
      method,
      headers: { token: idToken(uid, email, now), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = response.status === 204 ? '' : await response.text()
    const isJson = response.headers.get('content-type')?.includes('json') ?? false
    return { status: response.status, json: (text && isJson ? JSON.parse(text) : null) as T, text }
  }

  /** A file sent as the app sends one: its bytes as the body, its type as Content-Type. */
  const upload = async <T>(uid: string, path: string, bytes: Uint8Array, type: string): Promise<Reply<T>> => {
    const email = emails.get(uid) ?? `${uid}@conversa.test`
    const response = await fetch(`${API}${path}`, {
      method: 'POST',
      headers: { token: idToken(uid, email, now), 'Content-Type': type },
      body: bytes as BodyInit,
    })
    const text = await response.text()
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T, text }
  }

  /** A first sign-in creates the workspace's profile (a client; the demo admin's e-mail is an admin). */
  const signIn = async (uid: string, email?: string) => {
    if (email) emails.set(uid, email)
    const session = await call(uid, 'GET', '/session')
    if (session.status !== 200) throw new Error(`session for ${uid}: ${session.status}`)
  }

  /** The whole Business Login: start, Instagram's consent (as @username), the callback. */
  const connect = async (uid: string, username: string): Promise<Reply<InstagramConnection>> => {
    const started = await call<StartConnectionResponse>(uid, 'POST', '/integrations/instagram/connect')
    const authorize = new URL(started.json.authorizeUrl)
    const validation = backend.instagram.validateAuthorize(authorize.searchParams)
    if (!validation.ok) throw new Error(validation.message)
    const account = (await backend.instagram.listAccounts()).find((candidate) => candidate.username === username)!
    const back = new URL(await backend.instagram.approve(validation.request, account.id))
    return call<InstagramConnection>(uid, 'POST', '/integrations/instagram/callback', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    })
  }

  const accountIdOf = async (username: string) =>
    (await backend.instagram.listAccounts()).find((account) => account.username === username)!.userId

  /** Meta's POST of one event to the receiver, signed with the app secret. Returns the event's id. */
  const deliver = async (
    username: string,
    input: Omit<ComposeInput, 'accountId' | 'person' | 'now' | 'uniqueId' | 'media'> & {
      person?: number
      hoursAgo?: number
      uniqueId?: string
    },
  ) => {
    const accountId = await accountIdOf(username)
    const media = (await backend.instagram.mediaOf(accountId))[0]!
    const person = (await backend.instagram.listPeople())[input.person ?? 0]!
    const uniqueId = input.uniqueId ?? `17900000${String((unique += 1)).padStart(7, '0')}`
    const raw = JSON.stringify(
      composeWebhookPayload({
        ...input,
        accountId,
        person,
        now,
        occurredAt: now - (input.hoursAgo ?? 0) * 3_600_000,
        uniqueId,
        media: { id: media.id, mediaProductType: media.mediaProductType },
      }),
    )
    const response = await fetch(`${API}/webhooks/instagram`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signWebhookBody(INSTAGRAM_APP.clientSecret, raw),
      },
      body: raw,
    })
    if (response.status !== 200) throw new Error(`delivery refused: ${response.status}`)
    // Meta has its answer; the events are worked on after it.
    await backend.webhookWork.settle()
    return uniqueId
  }

  const createAutomation = async (uid: string, username: string, input: WithActions<Partial<AutomationInput>> = {}) => {
    const created = await call<AutomationSummary>(
      uid,
      'POST',
      '/automations',
      withFlow({
        name: 'Link do produto',
        accountId: await accountIdOf(username),
        status: 'active',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: {
          kind: 'comment-keyword',
          keywords: { keywords: ['link'], mode: 'contains' },
          media: { kind: 'any' },
        },
        actions: [
          {
            kind: 'private-reply',
            message: { text: 'Aqui está: https://loja.example/p', quickReplies: [], buttons: [] },
          },
          { kind: 'public-reply', variants: ['Te mandei por DM!'] },
        ],
        ...input,
      }),
    )
    if (created.status !== 201) throw new Error(`automation refused: ${created.status} ${created.text}`)
    return created.json
  }

  return {
    backend,
    server,
    call,
    upload,
    signIn,
    connect,
    deliver,
    createAutomation,
    accountIdOf,
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
    reset: async () => {
      now = T0
      await backend.db.reset()
    },
  }
}

export type MockHarness = ReturnType<typeof mockHarness>

/**
 * The harness for a describe block of an app's endpoints: listening during its tests, and before
 * each one reset, with the demo admin (uid `admin`) and client (uid `client`) signed in.
 */
export function demoBackend() {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn('admin', 'admin@conversa.test')
    await mock.signIn('client', 'client@conversa.test')
  })
  return mock
}
