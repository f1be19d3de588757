/**
 * What the PostgreSQL adapter does beyond the port's contract, or how it does it: run against
 * PGlite and against a real server by the test files that describe them.
 */

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { drizzle } from 'drizzle-orm/pg-proxy'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockDb } from '@/mocks/db'
import { seededFaker } from '@/mocks/faker'
import { memoryIndexedDb } from '@/mocks/node'
import type { CollectionSpec, Database, DbEvent } from '@/server/storage/database'
import { openPostgresDatabase, type PostgresDatabaseOptions } from '@/server/storage/postgres'
import { BATCH_READ_SQL } from '@/server/storage/postgres/batchedReads'
import { selectOwned } from '@/server/storage/postgres/records'
import { APP_SCHEMA, THINGS_SCHEMA, type ContractSchema } from './databaseContract'
import type { PostgresStore, PostgresStores } from './postgresStores'

const MIGRATIONS = path.resolve('src/server/storage/postgres/migrations')

interface Thing {
  id: string
  n: number
  ownerUid?: string
}

export function describePostgresAdapter(name: string, stores: PostgresStores): void {
  const opened: Database[] = []
  const made: PostgresStore[] = []

  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close()
    for (const store of made.splice(0)) await store.dispose?.()
  })

  async function database() {
    const store = await stores.createStore()
    made.push(store)
    const connect = async (schema: ContractSchema = THINGS_SCHEMA, options: Partial<PostgresDatabaseOptions> = {}) => {
      const db = openPostgresDatabase({
        ...store.where,
        collections: schema.collections,
        collectionNames: schema.collectionNames,
        seed: 1,
        fakerFor: seededFaker,
        ...options,
      })
      opened.push(db)
      await db.ready()
      return db
    }
    return { store, connect }
  }

  describe(`${name}: the PostgreSQL adapter`, () => {
    it('sends every call made while a transaction runs to it, from collections taken before and after a timer', async () => {
      const { connect } = await database()
      const db = await connect()
      const things = db.collection<Thing>('things')
      const later = async () => {
        await sleep(10)
        return things.insert({ id: 'b', n: 2 })
      }
      await expect(
        db.transaction(async () => {
          await things.insert({ id: 'a', n: 1 })
          await later()
          expect((await things.all()).map((thing) => thing.id)).toEqual(['a', 'b'])
          throw new Error('undo')
        }),
      ).rejects.toThrow('undo')
      expect(await things.all()).toEqual([])
    })

    it('serializes read-modify-write transactions across instances: no increment is lost', async () => {
      const { connect } = await database()
      const [a, b] = [await connect(), await connect()]
      await a.collection<Thing>('things').insert({ id: 'counter', n: 0 })
      const increment = (db: Database) =>
        db.transaction(async () => {
          const counter = await db.collection<Thing>('things').get('counter')
          await db.collection<Thing>('things').update('counter', { n: counter!.n + 1 })
        })
      await Promise.all(Array.from({ length: 20 }, (_, i) => increment(i % 2 ? a : b)))
      expect(await a.collection<Thing>('things').get('counter')).toEqual({ id: 'counter', n: 20 })
    })

    it('takes the calls made at once inside a transaction in turn, on its one connection', async () => {
      const { connect } = await database()
      const db = await connect()
      const overlapping: string[] = []
      const onWarning = (warning: Error) => {
        if (/already executing a query/.test(warning.message)) overlapping.push(warning.message)
      }
      process.on('warning', onWarning)
      try {
        const things = db.collection<Thing>('things')
        const read = await db.transaction(async () => {
          await Promise.all(Array.from({ length: 8 }, (_, n) => things.insert({ id: `t${n}`, n })))
          return Promise.all([things.all(), things.get('t3'), things.ownedBy('nobody')])
        })
        expect(read[0].map((thing) => thing.n).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
        expect(read[1]).toEqual({ id: 't3', n: 3 })
        // Warnings are emitted on the next turns of the event loop.
        await sleep(50)
        expect(overlapping).toEqual([])
      } finally {
        process.off('warning', onWarning)
      }
    })

    it('tells the other instances of a change only once its transaction commits', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const other = await connect(APP_SCHEMA)
      const heard: DbEvent[] = []
      other.subscribe((event) => heard.push(event))
      await db.transaction(async () => {
        await db.collection('automations').insert({ id: 'a', ownerUid: 'u1' } as Thing)
        await sleep(200)
        expect(heard).toEqual([])
      })
      await expect.poll(() => heard).toHaveLength(1)
    })

    it('splits an announcement too long for one NOTIFY, and every owner is still heard', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const other = await connect(APP_SCHEMA)
      const heard = new Set<string>()
      other.subscribe((event) => {
        if (event.type !== 'changed') return
        for (const change of event.changes) for (const owner of change.owners ?? ['everyone']) heard.add(owner)
      })
      const owners = Array.from({ length: 3000 }, (_, i) => `workspace-owner-${i.toString().padStart(8, '0')}`)
      await db.transaction(async () => db.announce('chat', owners))
      await expect.poll(() => heard.size).toBe(owners.length)
      expect([...heard].sort()).toEqual(owners)
    })

    it('seeds the same records as the IndexedDB adapter for the same seed', async () => {
      const { connect } = await database()
      const postgres = await connect(APP_SCHEMA, { seed: 5 })
      const indexedDb = new MockDb({
        versions: APP_SCHEMA.versions,
        collections: APP_SCHEMA.collections,
        seed: 5,
        ...memoryIndexedDb(),
      })
      for (const collection of ['profiles', 'igMedia']) {
        expect(await postgres.collection(collection).all()).toEqual(await indexedDb.collection(collection).all())
      }
      indexedDb.close()
    })

    it('seeds thousands of records in well under two seconds', async () => {
      const bulk: CollectionSpec<Thing> = {
        name: 'bulk',
        seed: {
          seed: 2,
          size: 5000,
          generate: ({ faker, size }) =>
            Array.from({ length: size }, (_, i) => ({ id: `r${i}`, n: faker.number.int(), ownerUid: `u${i % 50}` })),
        },
      }
      const { connect } = await database()
      const db = await connect({ ...THINGS_SCHEMA, collectionNames: ['bulk'], collections: [bulk as CollectionSpec] })
      const started = performance.now()
      await db.reset()
      const elapsed = performance.now() - started
      const owned = await db.collection<Thing>('bulk').ownedBy('u7')
      expect(owned).toHaveLength(100)
      expect(owned.map((thing) => thing.id).slice(0, 3)).toEqual(['r7', 'r57', 'r107'])
      expect(elapsed).toBeLessThan(2000)
    })

    it('finds a workspace’s records through the (collection, owner_uid, seq) index', async () => {
      const { store, connect } = await database()
      await connect()
      // The adapter's own query, as drizzle writes it, explained by PostgreSQL with scans of the whole table ruled out.
      const query = selectOwned(
        drizzle(async () => ({ rows: [] })),
        'things',
        'u1',
      ).toSQL()
      await store.query('BEGIN')
      await store.query('SET LOCAL enable_seqscan = off')
      const plan = await store.query(`EXPLAIN ${query.sql}`, query.params)
      await store.query('COMMIT')
      const text = plan.rows.map((row) => Object.values(row).join('')).join('\n')
      expect(text).toContain('records_collection_owner_seq')
      expect(text).not.toMatch(/\bSort\b/)
    })

    it('answers reads made at once in one statement, each reader its own rows, as one at a time would', async () => {
      const { connect } = await database()
      const db = await connect()
      const things = db.collection<Thing>('things')
      for (let n = 0; n < 12; n++) await things.insert({ id: `t${n}`, n, ownerUid: `u${n % 3}` })
      const reads = () =>
        [
          things.all(),
          things.get('t4'),
          things.get('none'),
          things.ownedBy('u1'),
          things.ownedBy('u1'),
          things.ownedBy('u9'),
        ] as const
      const alone: unknown[] = []
      for (const read of reads()) alone.push(await read)
      const atOnce = await Promise.all(reads())
      expect(atOnce).toEqual(alone)
      expect(atOnce[3]!.map((thing) => thing.id)).toEqual(['t1', 't4', 't7', 't10'])
      // The same read asked twice at once: two readers, two sets of objects.
      expect(atOnce[4]).not.toBe(atOnce[3])
      atOnce[3]![0]!.n = -1
      expect(atOnce[4]![0]!.n).toBe(1)
      expect((await things.get('t1'))!.n).toBe(1)
    })

    it('reads a batch through the indexes: by owner, by id, a whole collection', async () => {
      const { store, connect } = await database()
      await connect()
      const reads = JSON.stringify([
        { n: 0, k: 'owner', c: 'things', v: 'u1' },
        { n: 1, k: 'id', c: 'things', v: 't1' },
        { n: 2, k: 'all', c: 'things', v: null },
      ])
      await store.query('BEGIN')
      await store.query('SET LOCAL enable_seqscan = off')
      const plan = await store.query(`EXPLAIN ${BATCH_READ_SQL}`, [reads])
      await store.query('COMMIT')
      const text = plan.rows.map((row) => Object.values(row).join('')).join('\n')
      for (const index of ['records_collection_owner_seq', 'records_collection_id_pk']) expect(text).toContain(index)
      expect(text).not.toMatch(/Seq Scan on records/)
    })

    it('leaves the database as it was when a migration fails', async () => {
      const { store, connect } = await database()
      const db = await connect()
      await db.collection<Thing>('things').insert({ id: 'kept', n: 1 })
      await db.close()
      const folder = withBrokenMigration()
      try {
        await expect(connect(THINGS_SCHEMA, { migrationsFolder: folder })).rejects.toThrow(/1 \/ 0|division by zero/)
        const tables = await store.query("SELECT to_regclass('public.broken') AS broken")
        expect(tables.rows[0]!.broken).toBeNull()
        const columns = await store.query(
          "SELECT column_name FROM information_schema.columns WHERE table_name = 'records' AND column_name = 'extra'",
        )
        expect(columns.rows).toEqual([])
        const applied = await store.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations')
        // The adapter's own migrations, and not the broken one.
        expect(applied.rows[0]!.count).toBe(journalOf(MIGRATIONS).entries.length)
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
      const again = await connect()
      expect(await again.collection<Thing>('things').all()).toEqual([{ id: 'kept', n: 1 }])
    })
  })

  describe(`${name}: the read cache`, () => {
    const cachedThings = { cached: ['things'] }

    it('forgets what it kept of a collection once this instance wrote to it, before the writer goes on', async () => {
      const { connect } = await database()
      const db = await connect(THINGS_SCHEMA, cachedThings)
      const things = db.collection<Thing>('things')
      await things.insert({ id: 'a', n: 1, ownerUid: 'u1' })
      expect(await things.get('a')).toEqual({ id: 'a', n: 1, ownerUid: 'u1' })
      expect(await things.ownedBy('u1')).toHaveLength(1)
      await things.update('a', { n: 2 })
      expect(await things.get('a')).toEqual({ id: 'a', n: 2, ownerUid: 'u1' })
      await db.transaction(async () => {
        await things.insert({ id: 'b', n: 3, ownerUid: 'u1' })
        await things.remove('a')
      })
      expect(await things.ownedBy('u1')).toEqual([{ id: 'b', n: 3, ownerUid: 'u1' }])
      expect(await things.all()).toEqual([{ id: 'b', n: 3, ownerUid: 'u1' }])
    })

    it('hands each reader a copy: changing what one read changes nothing for the next', async () => {
      const { connect } = await database()
      const db = await connect(THINGS_SCHEMA, cachedThings)
      const things = db.collection<Thing>('things')
      await things.insert({ id: 'a', n: 1 })
      const first = (await things.get('a'))!
      first.n = 99
      expect(await things.get('a')).toEqual({ id: 'a', n: 1 })
      expect(await things.get('a')).not.toBe(await things.get('a'))
    })

    it('hears of another instance’s write, and of one made in SQL under its feet, and reads it', async () => {
      const { store, connect } = await database()
      const db = await connect(THINGS_SCHEMA, cachedThings)
      const other = await connect(THINGS_SCHEMA)
      const things = db.collection<Thing>('things')
      await other.collection<Thing>('things').insert({ id: 'a', n: 1, ownerUid: 'u1' })
      await expect.poll(() => things.get('a')).toEqual({ id: 'a', n: 1, ownerUid: 'u1' })
      expect(await things.ownedBy('u1')).toHaveLength(1)

      await other.collection<Thing>('things').update('a', { n: 2 })
      await expect.poll(() => things.get('a')).toEqual({ id: 'a', n: 2, ownerUid: 'u1' })
      // As an operator changes a role in psql (docs/deploy.md): PostgreSQL itself announces it.
      await store.query(`UPDATE records SET data = jsonb_set(data, '{n}', '3') WHERE collection = 'things'`)
      await expect.poll(() => things.get('a')).toEqual({ id: 'a', n: 3, ownerUid: 'u1' })
      await store.query(`DELETE FROM records WHERE collection = 'things'`)
      await expect.poll(() => things.get('a')).toBeUndefined()
      expect(await things.ownedBy('u1')).toEqual([])
    })

    it('hears which owners another instance’s write concerned, before and after, and reads both anew', async () => {
      const { connect } = await database()
      const db = await connect(THINGS_SCHEMA, cachedThings)
      const other = await connect(THINGS_SCHEMA)
      const things = db.collection<Thing>('things')
      await things.insert({ id: 'a', n: 1, ownerUid: 'u1' })
      await things.insert({ id: 'b', n: 1, ownerUid: 'u3' })
      expect(await things.ownedBy('u1')).toHaveLength(1)
      expect(await things.ownedBy('u2')).toEqual([])
      expect(await things.get('b')).toEqual({ id: 'b', n: 1, ownerUid: 'u3' })
      await other.collection<Thing>('things').insert({ id: 'a', n: 2, ownerUid: 'u2' })
      await expect.poll(() => things.ownedBy('u2')).toEqual([{ id: 'a', n: 2, ownerUid: 'u2' }])
      expect(await things.ownedBy('u1')).toEqual([])
      expect(await things.all()).toEqual([
        { id: 'b', n: 1, ownerUid: 'u3' },
        { id: 'a', n: 2, ownerUid: 'u2' },
      ])
    })

    // PGlite runs in this process: its feed cannot be lost.
    if (stores.remote)
      it('keeps nothing while the feed of writes is lost, starts empty once it is heard again, and tells its subscribers', async () => {
        const { store, connect } = await database()
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
        try {
          const db = await connect(THINGS_SCHEMA, cachedThings)
          const heard: DbEvent[] = []
          db.subscribe((event) => heard.push(event))
          const things = db.collection<Thing>('things')
          await things.insert({ id: 'a', n: 1 })
          expect(await things.get('a')).toEqual({ id: 'a', n: 1 })
          await store.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
          )
          await expect.poll(() => warn.mock.calls.flat().join(' ')).toContain('change feed connection was lost')
          // Written while nobody listens: no announcement will ever come.
          await store.query(`UPDATE records SET data = jsonb_set(data, '{n}', '2') WHERE collection = 'things'`)
          expect(await things.get('a')).toEqual({ id: 'a', n: 2 })
          await expect
            .poll(
              async () =>
                (await store.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%'`))
                  .rows[0]!.n,
              { timeout: 5000 },
            )
            .toBeGreaterThan(0)
          // Its subscribers (the screens' live updates, the process's own caches) hear that
          // anything may have changed while nobody listened.
          await expect.poll(() => heard).toContainEqual({ type: 'reset' })
          await store.query(`UPDATE records SET data = jsonb_set(data, '{n}', '3') WHERE collection = 'things'`)
          await expect.poll(() => things.get('a')).toEqual({ id: 'a', n: 3 })
        } finally {
          warn.mockRestore()
        }
      })
  })
}

function journalOf(folder: string): { entries: { when: number; tag: string }[] } {
  return JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[]
  }
}

/** The adapter's migrations and one more that changes the schema, then fails. */
function withBrokenMigration(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'conversa-migrations-'))
  cpSync(MIGRATIONS, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta/_journal.json')
  const journal = journalOf(folder)
  const last = journal.entries.at(-1)!
  journal.entries.push({ ...last, when: last.when + 1, tag: '9999_broken' })
  writeFileSync(journalPath, JSON.stringify(journal))
  writeFileSync(
    path.join(folder, '9999_broken.sql'),
    ['CREATE TABLE "broken" ("x" integer);', 'ALTER TABLE "records" ADD COLUMN "extra" integer;', 'SELECT 1 / 0;'].join(
      '\n--> statement-breakpoint\n',
    ),
  )
  return folder
}
