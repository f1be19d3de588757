import { INSTAGRAM_APP } from '@/mocks/instagram/config'

/**
 * The Conversa server's configuration, from environment variables only (docs/deploy.md lists
 * each with its default). Read once at start; nothing else reads `process.env`.
 */
export interface ServerConfig {
  host: string
  port: number
  /** postgres://… for a PostgreSQL server; empty: the embedded database in `dataDir`. */
  databaseUrl: string
  dataDir: string
  /** The production build the server serves beside the API. */
  staticDir: string
  firebaseProjectId: string
  /** host:port of the Firebase Auth emulator; empty: the real Firebase project. */
  authEmulatorHost: string
  /** The server's address as browsers reach it (the Instagram mock's consent page is under it). */
  publicUrl: string
  /** Serve the Instagram mock (development, tests, demos) and talk to it instead of Instagram. */
  instagramMock: boolean
  /**
   * The Instagram mock served on its own (`node dist-server/instagram-mock.js`), which every
   * process of a deployment talks to instead of Instagram; empty: none.
   */
  instagramMockUrl: string
  /** The Meta app Conversa signs people in with and receives webhooks for; the mock's own with the mock on. */
  instagramApp: InstagramAppConfig
  /**
   * How many jobs this process works on at once; 0: it takes webhooks and requests but leaves
   * the jobs to other processes.
   */
  webhookWorkers: number
  /**
   * The demo: its data seeded into a new database (the demo users' profiles, the template apps'
   * shop, invoices, mailbox…) and its logins offered at `GET /api/demo-logins`. Off: neither,
   * and faker is never loaded.
   */
  demo: boolean
  /**
   * Whoever signs in with one of these addresses, verified, is an admin: how a new server gets
   * its first admins (lower-case).
   */
  adminEmails: string[]
}

/** An app of the product "Instagram API with Instagram Login", as its dashboard names its settings. */
export interface InstagramAppConfig {
  /** The Instagram app ID (`client_id` of the OAuth steps). */
  clientId: string
  /** The Instagram app secret: the OAuth exchanges and the webhooks' X-Hub-Signature-256. */
  clientSecret: string
  /** What the webhook subscription's `hub.verify_token` must be. */
  verifyToken: string
  /** The Graph API version in Graph URLs, `v23.0`. */
  graphVersion: string
}

type Env = Record<string, string | undefined>

export function readConfig(env: Env = process.env): ServerConfig {
  const instagramMock = onOff(env, 'INSTAGRAM_MOCK', false)
  const instagramMockUrl = (env.INSTAGRAM_MOCK_URL ?? '').trim().replace(/\/$/, '')
  if (instagramMockUrl && !/^https?:\/\/[^/]/.test(instagramMockUrl))
    throw new ConfigError('INSTAGRAM_MOCK_URL is the Instagram mock service’s address, http://host:port')
  return {
    host: env.HOST ?? '127.0.0.1',
    port: wholeNumber(env, 'PORT', 8080, 65535, 'is not a port'),
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.CONVERSA_DATA_DIR ?? '.data',
    staticDir: env.CONVERSA_STATIC_DIR ?? 'dist',
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? 'demo-conversa',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    instagramMock,
    instagramMockUrl,
    instagramApp: instagramAppOf(env, instagramMock || instagramMockUrl !== ''),
    webhookWorkers: wholeNumber(env, 'CONVERSA_WORKERS', 1, Number.MAX_SAFE_INTEGER, 'is a whole number of jobs'),
    demo: onOff(env, 'CONVERSA_DEMO', false),
    adminEmails: (env.CONVERSA_ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  }
}

const APP_VARIABLES = {
  clientId: 'INSTAGRAM_APP_ID',
  clientSecret: 'INSTAGRAM_APP_SECRET',
  verifyToken: 'INSTAGRAM_VERIFY_TOKEN',
} as const

/**
 * Without the mock nothing can stand in for the real app: a guessed id or secret would fail
 * only later, at the first sign-in or webhook. Values are never quoted in an error, since a
 * secret pasted into the wrong variable would end up in the operator's logs.
 */
function instagramAppOf(env: Env, instagramMock: boolean): InstagramAppConfig {
  const set = (name: string) => env[name]?.trim() || undefined
  const missing = Object.values(APP_VARIABLES).filter((name) => !set(name))
  if (!instagramMock && missing.length > 0)
    throw new ConfigError(
      `${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} required without the Instagram mock: ` +
        "the Meta app's Instagram app ID, app secret and webhook verify token (docs/deploy.md)",
    )
  const clientId = set(APP_VARIABLES.clientId) ?? INSTAGRAM_APP.clientId
  if (!/^\d+$/.test(clientId)) throw new ConfigError('INSTAGRAM_APP_ID is the Instagram app ID, digits only')
  const graphVersion = set('INSTAGRAM_GRAPH_VERSION') ?? INSTAGRAM_APP.graphVersion
  if (!/^v\d+\.\d+$/.test(graphVersion))
    throw new ConfigError('INSTAGRAM_GRAPH_VERSION is a Graph API version such as v23.0')
  return {
    clientId,
    clientSecret: set(APP_VARIABLES.clientSecret) ?? INSTAGRAM_APP.clientSecret,
    verifyToken: set(APP_VARIABLES.verifyToken) ?? INSTAGRAM_APP.verifyToken,
    graphVersion,
  }
}

function listed(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!
}

/** Digits only: `Number()` would also take `''` (as 0), `1e3` or `0x1F`. */
function wholeNumber(env: Env, name: string, fallback: number, max: number, what: string): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const number = /^\d+$/.test(value.trim()) ? Number(value) : NaN
  if (!(number <= max)) throw new ConfigError(`${name} ${what}: ${value}`)
  return number
}

/** A switch: `on` or `off`, its default when unset; anything else is a mistake worth stopping for. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  if (value === 'on' || value === 'off') return value === 'on'
  throw new ConfigError(`${name} is on or off, not "${value}"`)
}

export class ConfigError extends Error {}
