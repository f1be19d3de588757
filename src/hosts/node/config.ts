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
  }
}

export class ConfigError extends Error {}
