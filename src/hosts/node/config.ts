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

type Env = Record<string, string | undefined>

export function readConfig(env: Env = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT is not a port: ${env.PORT}`)
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.CONVERSA_DATA_DIR ?? '.data',
    staticDir: env.CONVERSA_STATIC_DIR ?? 'dist',
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? 'demo-conversa',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    instagramMock: (env.INSTAGRAM_MOCK ?? 'off') === 'on',
    demo: onOff(env, 'CONVERSA_DEMO', false),
    adminEmails: (env.CONVERSA_ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  }
}

/** A switch: `on` or `off`, its default when unset; anything else is a mistake worth stopping for. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  if (value === 'on' || value === 'off') return value === 'on'
  throw new ConfigError(`${name} is on or off, not "${value}"`)
}

export class ConfigError extends Error {}
