import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { Database } from '@/server/storage/database'
import { createMockBackend } from '@/mocks/backend'
import { PostgresDatabase } from '@/server/storage/postgres/postgresDatabase'
import { sqlWebhookStore } from '@/server/storage/postgres/webhookStore'
import { mockInstagramHosts, instagramMockApp } from '@/mocks/instagram/handlers'
import type { MockBackend } from '@/mocks/types'
import type { ServerConfig } from './config'
import { openDatabase } from './database'
import { firebaseVerifier } from './firebaseVerifier'
import { jobLog, requestLog, type Log } from './log'

/** Where the server hosts the Instagram mock's service when it is on (development, tests, demos). */
export const INSTAGRAM_MOCK_PATH = '/__instagram'

export interface ConversaServer {
  /** The address it listens on, `http://127.0.0.1:8080`. */
  url: string
  backend: MockBackend
  close(): Promise<void>
}

/**
 * The Conversa server: the backend's Hono app under `/api`, the production build's files
 * beside it, and (configured for development) the Instagram mock's service. The database is
 * opened by the caller, so the same server runs on PGlite or PostgreSQL.
 */
export async function startServer(config: ServerConfig, db: Database, log: Log): Promise<ConversaServer> {
  // Listening comes first: with PORT=0 the address (which the Instagram mock's URLs are under) is
  // known only then. Nothing is answered before the app below is in place.
  let app: Hono | null = null
  const server = await listen((request) => (app ? app.fetch(request) : new Response(null, { status: 503 })), config)
  const publicUrl = config.publicUrl || server.url
  const identity = firebaseVerifier(config.firebaseProjectId)
  const jobs = jobLog(log)
  // The mock is a service of its own, on a database of its own: the backend reaches it over HTTP
  // as it would reach Instagram, also from inside its own transactions, which a shared database
  // would make it wait for.
  const external = config.instagramMockUrl
  const mockDb = config.instagramMock && !external ? await openInstagramMockDatabase(config) : null
  const backend = createMockBackend({
    db,
    projectId: config.firebaseProjectId,
    verifyToken: identity.verify,
    testControls: false,
    identityAdmin: identity,
    demo: config.demo,
    adminEmails: config.adminEmails,
    instagram: {
      graph: 'http',
      app: config.instagramApp,
      ...(config.publicUrl ? { appUrl: config.publicUrl } : {}),
      ...(external
        ? // The mock's own tools (the simulator, the outbox) read the mock's world, which is elsewhere.
          { hosts: mockInstagramHosts(external), tools: false }
        : mockDb
          ? { hosts: mockInstagramHosts(`${publicUrl}${INSTAGRAM_MOCK_PATH}`), platformDb: mockDb }
          : { tools: false }),
    },
    // Its own tables on PostgreSQL: unique claims and SKIP LOCKED, shared by every process.
    ...(db instanceof PostgresDatabase ? { webhookStore: sqlWebhookStore(db.connection) } : {}),
    webhookWork: { concurrency: config.webhookWorkers, report: (entry) => jobs.job(entry) },
    notice: (record) => log.info(record),
  })

  app = appOf(config, backend, log)
  if (config.webhookWorkers > 0) backend.webhookWork.start()
  return {
    url: server.url,
    backend,
    close: async () => {
      await server.close()
      await backend.webhookWork.stop()
      await db.close()
      await mockDb?.close()
    },
  }
}

/**
 * The Instagram mock's database: beside the embedded one in the data folder, so a restart keeps
 * the accounts' tokens; in memory beside a PostgreSQL server (each process then has its own mock).
 */
async function openInstagramMockDatabase(config: ServerConfig): Promise<Database> {
  const inMemory = config.databaseUrl !== '' || config.dataDir.startsWith('memory://')
  const mockDb = await openDatabase({
    demo: false,
    instagramMock: true,
    databaseUrl: '',
    dataDir: inMemory ? 'memory://' : join(config.dataDir, 'instagram-mock'),
  })
  await mockDb.ready()
  return mockDb
}

function appOf(config: ServerConfig, backend: MockBackend, log: Log): Hono {
  const app = new Hono()
  app.use('*', requestLog(log))
  app.onError((error, context) => {
    const unavailable = isUnavailable(error)
    log.error({ msg: unavailable ? 'database unavailable' : 'request failed', path: context.req.path, error })
    return context.json(
      unavailable
        ? {
            error: {
              code: 'server/unavailable',
              message: 'The service is unavailable for a moment; nothing was lost.',
            },
          }
        : { error: { code: 'server/internal', message: 'Something went wrong on the server.' } },
      unavailable ? 503 : 500,
    )
  })
  app.route('/', backend.app)
  if (config.instagramMock && !config.instagramMockUrl)
    app.route(INSTAGRAM_MOCK_PATH, instagramMockApp(backend.instagram))
  // An address under /api that no endpoint takes is the API's 404, never the app's page.
  app.all('/api/*', (context) =>
    context.json({ error: { code: 'not-found', message: `No endpoint answers ${context.req.path}.` } }, 404),
  )
  serveBuild(app, config.staticDir)
  return app
}

/** The build's files; a page's address without a file gets its pre-rendered page, or the app. */
function serveBuild(app: Hono, root: string): void {
  const dir = resolve(root)
  app.use('*', serveStatic({ root: dir }))
  app.get(
    '*',
    serveStatic({
      root: dir,
      rewriteRequestPath: (path) => (existsSync(join(dir, `${path}.html`)) ? `${path}.html` : '/index.html'),
    }),
  )
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  config: ServerConfig,
): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((done, fail) => {
    let server: ServerType
    try {
      server = serve({ fetch, hostname: config.host, port: config.port }, (info) => {
        done({
          url: `http://${config.host}:${info.port}`,
          close: () =>
            new Promise<void>((closed) => {
              server.close(() => closed())
              ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
            }),
        })
      })
      server.once('error', fail)
    } catch (error) {
      fail(error)
    }
  })
}

/**
 * A database that cannot be reached (refused, terminated, not accepting connections) rather than
 * a bug; the query layer wraps the driver's error, so its causes are read too.
 */
export function isUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|57P0[1-3]|08\d\d)$/.test(code))
      return true
    const message = cause instanceof Error ? cause.message : ''
    if (UNAVAILABLE.test(message)) return true
  }
  return false
}

const UNAVAILABLE =
  /Connection terminated|connect ECONNREFUSED|PGlite is closed|database system is (shutting down|starting up)|not currently accepting connections|terminating connection due to administrator command/i
