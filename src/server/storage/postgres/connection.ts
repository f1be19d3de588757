import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { Client, Pool } from 'pg'
import { localExclusive } from '../exclusive'

/** Drizzle over either driver, or a transaction of it: what the adapter's queries run on. */
export type Executor = PgDatabase<PgQueryResultHKT>

/** A statement's rows as the driver hands them: one object per row, by column name. */
export type RawRows = { rows: Record<string, unknown>[] }

/** One database reached through one driver: its queries, its schema, its notifications. */
export interface PostgresConnection {
  readonly db: Executor
  /** Statements it runs at once: PGlite one, a server as many as its pool has connections. */
  readonly statementsAtOnce: number
  /**
   * A statement outside any transaction, without the query builder: for the hot reads, whose SQL
   * is fixed. `name` prepares it once per connection (node-postgres), so it is parsed only once.
   */
  query(statement: { name: string; text: string; values: unknown[] }): Promise<RawRows>
  /** Applies the migrations not applied yet, all in one transaction. */
  migrate(migrationsFolder: string): Promise<void>
  /**
   * Calls each channel's handler with every NOTIFY on it, of this connection and every other one.
   * `onFeed` hears when notifications may be missed (false: the connection they arrive on was lost)
   * and when they are heard again (true: listening anew; what was committed in between was missed).
   */
  listen(channels: Record<string, (payload: string) => void>, onFeed?: (listening: boolean) => void): Promise<void>
  /** Runs `work` holding the named lock, against every process on the database. */
  exclusive<R>(name: string, work: () => Promise<R>): Promise<R>
  close(): Promise<void>
}

/** The first key of the named locks' advisory locks, apart from STORAGE_LOCK's. */
const NAMED_LOCKS = 0x636f6e77
/** Named locks held at once by one process (the rest wait their turn, never the main pool's). */
const LOCK_CONNECTIONS = 8

/**
 * Serializes what must not interleave across server processes: migrations (held for the session
 * that migrates) and the adapter's read-modify-write transactions (held until each commits).
 */
export const STORAGE_LOCK = 0x636f6e76 // "conv"

/** A PostgreSQL server, through a pool of node-postgres connections. */
export function connectServer(url: string): PostgresConnection {
  const pool = new Pool({ connectionString: url })
  // An idle connection the server closed (a restart) is an error event, which must not end the process.
  pool.on('error', (error) => console.warn('PostgreSQL: an idle connection failed', error.message))
  const listener = new ServerListener(url)
  const lockPool = new Pool({ connectionString: url, max: LOCK_CONNECTIONS })
  lockPool.on('error', (error) => console.warn('PostgreSQL: an idle lock connection failed', error.message))
  const locally = localExclusive()
  const lockedOnServer = async <R>(name: string, work: () => Promise<R>): Promise<R> => {
    const client = await lockPool.connect()
    let broken: Error | undefined
    try {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [NAMED_LOCKS, name])
      try {
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [NAMED_LOCKS, name]).catch((error: Error) => {
          broken = error
        })
      }
    } finally {
      // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
      client.release(broken)
    }
  }
  return {
    db: drizzleNodePg({ client: pool }),
    statementsAtOnce: pool.options.max,
    query: (statement) => pool.query(statement),
    async migrate(migrationsFolder) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        // Two processes starting together would both apply the same migration.
        await client.query('SELECT pg_advisory_lock($1)', [STORAGE_LOCK])
        try {
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder })
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STORAGE_LOCK])
        }
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error))
        throw error
      } finally {
        // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
        client.release(broken)
      }
    },
    listen: (channels, onFeed) => listener.start(channels, onFeed),
    exclusive: (name, work) =>
      // One holder per name in this process first, then the database's lock for the others: a
      // session lock on a connection of the locks' own pool, so that work under a lock, which
      // queries through the main pool, never waits for a connection a waiting lock holds. A
      // process that dies lets go of its locks with its connections.
      locally(name, () => lockedOnServer(name, work)),
    close: once(async () => {
      await listener.stop()
      await lockPool.end()
      await pool.end()
    }),
  }
}

/** PGlite: PostgreSQL in this process, in memory or in a data folder. */
export function connectEmbedded(options: { dataDir?: string; pglite?: PGlite }): PostgresConnection {
  const owned = !options.pglite
  const pglite = options.pglite ?? new PGlite(options.dataDir ?? 'memory://')
  const db = drizzlePglite({ client: pglite })
  const unlistens: (() => Promise<void>)[] = []
  // One process owns an embedded database: its locks are this process's.
  const exclusive = localExclusive()
  return {
    exclusive,
    db,
    statementsAtOnce: 1,
    query: ({ text, values }) => pglite.query(text, values),
    async migrate(migrationsFolder) {
      // One connection, one process: nothing else can migrate at the same time.
      await migratePglite(db, { migrationsFolder })
    },
    async listen(channels, onFeed) {
      for (const [channel, onPayload] of Object.entries(channels))
        unlistens.push(await pglite.listen(channel, onPayload))
      // In this process: never lost while it is open.
      onFeed?.(true)
    },
    close: once(async () => {
      for (const unlisten of unlistens.splice(0)) await unlisten().catch(() => {})
      if (owned && !pglite.closed) await pglite.close()
    }),
  }
}

/** Closing twice closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null
  return () => (closing ??= close())
}

/**
 * The dedicated connection a server's notifications arrive on (a pooled one would be handed to
 * queries and lose them). Reconnects when the server drops it; what was committed in between is
 * not heard again.
 */
class ServerListener {
  private client: Client | null = null
  private stopped = false
  private retry: ReturnType<typeof setTimeout> | null = null
  private channels: Record<string, (payload: string) => void> = {}
  private onFeed: (listening: boolean) => void = () => {}

  constructor(private readonly url: string) {}

  async start(
    channels: Record<string, (payload: string) => void>,
    onFeed?: (listening: boolean) => void,
  ): Promise<void> {
    this.channels = channels
    this.onFeed = onFeed ?? (() => {})
    await this.open()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.retry) clearTimeout(this.retry)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }

  private async open(): Promise<void> {
    const client = new Client({ connectionString: this.url })
    client.on('notification', (message) => {
      const handler = Object.hasOwn(this.channels, message.channel) ? this.channels[message.channel] : undefined
      if (handler && message.payload !== undefined) handler(message.payload)
    })
    client.on('error', (error) => this.dropped(client, error))
    client.on('end', () => this.dropped(client))
    this.client = client
    try {
      await client.connect()
      for (const channel of Object.keys(this.channels)) await client.query(`LISTEN ${channel}`)
    } catch (error) {
      if (this.client === client) this.client = null
      client.end().catch(() => {})
      throw error
    }
    if (this.client === client) this.onFeed(true)
  }

  private dropped(client: Client, error?: Error): void {
    if (this.stopped || this.client !== client) return
    this.client = null
    this.onFeed(false)
    console.warn('PostgreSQL: the change feed connection was lost; reconnecting.', error?.message ?? '')
    client.end().catch(() => {})
    this.reconnectLater()
  }

  private reconnectLater(): void {
    if (this.stopped || this.retry) return
    this.retry = setTimeout(() => {
      this.retry = null
      if (this.stopped) return
      this.open().catch((error: unknown) => {
        console.warn('PostgreSQL: the change feed could not reconnect.', (error as Error).message)
        this.reconnectLater()
      })
    }, 1000)
    this.retry.unref()
  }
}
