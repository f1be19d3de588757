import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { InstagramConnection, StartConnectionResponse } from '@/domain/instagram/apiTypes'
import { readConfig } from '@/hosts/node/config'
import { silentLog } from '@/hosts/node/log'
import { startServer, type ConversaServer } from '@/hosts/node/server'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { seedUsers } from '../../../scripts/lib/emulator.mjs'
import type { Database } from '@/server/storage/database'
import { EMULATOR_ORIGIN, PROJECT_ID, signIn, signUp, uniqueEmail, verifyEmail } from '../../support/emulator'

/**
 * One way to speak to a host of the backend over HTTP, as the app does: people signed in with a
 * token the host accepts, their calls, and the Instagram connection through the consent page.
 * The API contract suite (tests/server/api) runs on each host through this interface.
 */
export interface ApiHost {
  readonly name: string
  /** The backend's base URL (`…/api`). */
  readonly api: string
  /**
   * A new person with a workspace of their own; `admin` signs in as the demo admin. `verified`: their
   * address is proved theirs, as an emailed sign-in link does (what accepting an invitation needs).
   */
  person(role?: 'client' | 'admin', options?: { verified?: boolean }): Promise<Person>
  /** Tokens naming this person that the host must refuse with a 401, each with why. */
  untrustedTokens(person: Person): Record<string, string>
  /** Resolves once the host's jobs that are due (a delivery's work) are done. */
  settle(): Promise<void>
  close(): Promise<void>
}

export interface Reply<T> {
  status: number
  json: T
  text: string
}

export interface Person {
  uid: string
  email: string
  token(): Promise<string>
  /** `headers`: what a tab adds, such as the workspace it shows. */
  call<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply<T>>
}

export async function callApi<T>(
  api: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = response.status === 204 ? '' : await response.text()
  const isJson = response.headers.get('content-type')?.includes('json') ?? false
  return { status: response.status, json: (text && isJson ? JSON.parse(text) : null) as T, text }
}

/**
 * Connects an Instagram account as a person does: start, Instagram's consent page (its HTML
 * form, choosing @username), then the callback with the code and state it redirects with.
 */
export async function connectInstagram(person: Person, username: string): Promise<Reply<InstagramConnection>> {
  const started = await person.call<StartConnectionResponse>('POST', '/integrations/instagram/connect')
  if (started.status !== 200 && started.status !== 201) throw new Error(`connect: ${started.status} ${started.text}`)
  const consent = await fetch(started.json.authorizeUrl)
  const form = await consent.text()
  const account = new RegExp(`value="([^"]+)"(?: checked)?> @${username.replace(/\./g, '\\.')}<`).exec(form)?.[1]
  if (!account) throw new Error(`the consent page offers no @${username}:\n${form}`)
  const fields = new URLSearchParams()
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(name!, decodeHtml(value!))
  fields.set('account', account)
  fields.set('decision', 'allow')
  const approved = await fetch(started.json.authorizeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields,
    redirect: 'manual',
  })
  const back = new URL(approved.headers.get('Location') ?? '')
  return person.call<InstagramConnection>('POST', '/integrations/instagram/callback', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  })
}

const decodeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** A free loopback port, so the server knows its own address (the Instagram mock lives under it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/**
 * The Conversa server in this process on the given database, checking tokens with
 * firebase-admin against the Auth emulator; people are real emulator accounts.
 */
export async function nodeHost(
  name: string,
  db: Database,
  env: Record<string, string> = {},
): Promise<ApiHost & { server: ConversaServer }> {
  const emulatorHost = new URL(EMULATOR_ORIGIN).host
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
  const port = await freePort()
  const config = readConfig({
    PORT: String(port),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    INSTAGRAM_MOCK: 'on',
    // The suites sign in as the demo admin, whose profile only the demo seeds.
    CONVERSA_DEMO: 'on',
    // The Instagram mock's database, in memory like the hosts' own.
    CONVERSA_DATA_DIR: 'memory://',
    // No build to serve beside the API: an empty folder, rather than a warning per request.
    CONVERSA_STATIC_DIR: mkdtempSync(join(tmpdir(), 'conversa-static-')),
    ...env,
  })
  await db.ready()
  const server = await startServer(config, db, silentLog)
  const api = `${server.url}/api`
  const admin = DEMO_USERS.find((user) => user.role === 'admin')!
  return {
    name,
    api,
    server,
    settle: () => server.backend.webhookWork.settle(),
    async person(role = 'client', { verified = false } = {}) {
      // The demo admin is seeded by the suites' global setup; seeding again is harmless.
      if (role === 'admin') await seedUsers([admin])
      const signedUp = role === 'admin' ? null : await signUp(uniqueEmail(), 'secret-123')
      const session = signedUp
        ? verified
          ? await verifyEmail(signedUp, 'secret-123')
          : signedUp
        : await signIn(admin.email, admin.password)
      const person: Person = {
        uid: session.localId,
        email: session.email,
        token: async () => session.idToken,
        call: (method, path, body, headers) => callApi(api, session.idToken, method, path, body, headers),
      }
      const loaded = await person.call('GET', '/session')
      if (loaded.status !== 200) throw new Error(`session: ${loaded.status} ${loaded.text}`)
      return person
    },
    untrustedTokens: (person) => ({
      ...claimsOnlyForgeries(person),
      // The emulator signs nothing, so firebase-admin asks it whether the account exists.
      'an unsigned token naming an account Firebase does not know': unsignedIdToken('nobody-at-all', person.email),
    }),
    close: () => server.close(),
  }
}

/** Tokens every host refuses, whether it checks signatures or claims only. */
export function claimsOnlyForgeries(person: Pick<Person, 'uid' | 'email'>): Record<string, string> {
  return {
    'not a token at all': 'not-a-token',
    'a token of another Firebase project': unsignedIdToken(person.uid, person.email, Date.now(), 'demo-elsewhere'),
    'an expired token': unsignedIdToken(person.uid, person.email, Date.now() - 2 * 3_600_000),
  }
}

/** An Auth-emulator-shaped ID token (unsigned): what the page's host checks, claims only. */
export function unsignedIdToken(
  uid: string,
  email: string,
  now = Date.now(),
  project = PROJECT_ID,
  extra: Record<string, unknown> = {},
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = Math.floor(now / 1000)
  const claims = { aud: project, iss: `https://securetoken.google.com/${project}`, sub: uid, iat, exp: iat + 3600 }
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, auth_time: iat, email, ...extra })}.`
}
