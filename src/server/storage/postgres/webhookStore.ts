import { sql, type SQL } from 'drizzle-orm'
import { ERASED } from '@/domain/contacts/erasure'
import { DEFAULT_POLICY } from '@/server/automations/policy'
import { classifyEvents, deliveryJob, keysToClaim } from '@/server/webhooks/intakeRules'
import {
  DELIVERIES_KEPT_MS,
  JOB_LEASE_MS,
  type DeliveryDraft,
  type Job,
  type SendClaim,
  type StoredDelivery,
  type WebhookStore,
} from '@/server/webhooks/store'
import type { Executor, PostgresConnection } from './connection'
import { StatementBatcher } from './statementBatches'

type Row = Record<string, unknown>

/** A delivery as its row keeps it: the keys it claimed rather than its repeated events' keys. */
type KeptDelivery = DeliveryDraft & { claimedKeys: string[]; state?: StoredDelivery['state']; processError?: string }

function storedDelivery(row: KeptDelivery | StoredDelivery): StoredDelivery {
  if (!('claimedKeys' in row)) return row
  const { claimedKeys, ...kept } = row
  const { duplicateKeys, freshKeys } = classifyEvents(kept, new Set(claimedKeys))
  return { ...kept, duplicateKeys, state: kept.state ?? (freshKeys.length > 0 ? 'waiting' : 'processed') }
}

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

const asJob = (row: Row): Job => ({
  id: String(row.id),
  kind: String(row.kind),
  payload: row.payload,
  runAt: Number(row.run_at),
  attempts: Number(row.attempts),
})

/**
 * The webhook store on PostgreSQL's tables (migration 0003): an event key is claimed by its
 * primary key, a job by `FOR UPDATE SKIP LOCKED`, so any number of processes share the work
 * without a lock of their own and none takes what another took.
 */
export function sqlWebhookStore(connection: PostgresConnection): WebhookStore {
  const db = connection.db
  const atOnce = connection.statementsAtOnce
  const receiving = new StatementBatcher((inputs: Received[]) => receiveAll(db, inputs), atOnce)
  const beginning = new StatementBatcher((inputs: SendBegun[]) => beginSends(db, inputs), atOnce)
  const finishing = new StatementBatcher((inputs: SendFinished[]) => finishSends(db, inputs), atOnce)
  const store: WebhookStore = {
    // Meta's busiest request: the deliveries received at once are stored by one statement.
    receive: (draft, now) => receiving.submit({ draft, now }),
    async deliveriesWithIds(ids) {
      if (ids.length === 0) return []
      const found = await rows(
        db,
        sql`SELECT data FROM webhook_deliveries WHERE id = ANY(${sql.param([...ids])}::text[])`,
      )
      return found.map((row) => row.data as StoredDelivery)
    },
    async deliveries({ accountIds, verified, limit, withoutBody = false }) {
      const conditions: SQL[] = [sql`TRUE`]
      if (accountIds) conditions.push(sql`account_ids && ${sql.param([...accountIds])}::text[]`)
      if (verified !== undefined) conditions.push(sql`verified = ${verified}`)
      const found = await rows(
        db,
        sql`SELECT ${withoutBody ? sql.raw(`data - 'rawBody' AS data`) : sql.raw('data')} FROM webhook_deliveries
            WHERE ${sql.join(conditions, sql` AND `)} ORDER BY seq DESC LIMIT ${limit}`,
      )
      return found.map((row) => {
        const kept = row.data as KeptDelivery
        return storedDelivery(withoutBody ? { ...kept, rawBody: '' } : kept)
      })
    },
    async settleDeliveries(ids, state, error) {
      if (ids.length === 0) return
      const patch = JSON.stringify(error ? { state, processError: error } : { state })
      await db.execute(
        sql`UPDATE webhook_deliveries SET data = data || ${patch}::jsonb WHERE id = ANY(${sql.param([...ids])}::text[])`,
      )
    },

    async enqueue(job) {
      await db.execute(
        sql`INSERT INTO webhook_jobs (key, kind, payload, run_at)
            VALUES (${job.key}, ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt})
            ON CONFLICT (key) DO NOTHING`,
      )
    },
    async claim(limit, now, leaseMs = JOB_LEASE_MS) {
      const claimed = await rows(
        db,
        sql`UPDATE webhook_jobs SET attempts = attempts + 1, locked_until = ${now + leaseMs}
            WHERE id IN (
              SELECT id FROM webhook_jobs
              WHERE failed_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
              ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING id, kind, payload, run_at, attempts`,
      )
      return claimed.map(asJob).sort((a, b) => a.runAt - b.runAt)
    },
    async complete(ids) {
      if (ids.length === 0) return
      await db.execute(sql`DELETE FROM webhook_jobs WHERE id = ANY(${sql.param(ids.map(Number))}::bigint[])`)
    },
    async retry(id, runAt, error) {
      await db.execute(
        sql`UPDATE webhook_jobs SET run_at = ${runAt}, locked_until = NULL, last_error = ${error} WHERE id = ${Number(id)}`,
      )
    },
    async fail(id, error) {
      await db.execute(
        sql`UPDATE webhook_jobs SET failed_at = ${Date.now()}, locked_until = NULL, last_error = ${error}
            WHERE id = ${Number(id)}`,
      )
    },
    async health(now) {
      const [row] = await rows(
        db,
        sql`SELECT count(*) FILTER (WHERE failed_at IS NULL) AS waiting,
                   count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed,
                   min(run_at) FILTER (WHERE failed_at IS NULL AND run_at <= ${now}) AS oldest
            FROM webhook_jobs`,
      )
      return {
        waiting: Number(row?.waiting ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestDueAt: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
      }
    },

    // Each send takes its key before its call and records its id after: the sends of a burst,
    // in flight together, share a statement each way.
    beginSend: (key, accountId, now) => beginning.submit({ key, accountId, now }),
    finishSend: (key, id) => finishing.submit({ key, id }),
    async sentIds(accountId, since) {
      const found = await rows(
        db,
        sql`SELECT result_id FROM instagram_sends
            WHERE account_id = ${accountId} AND started_at >= ${since} AND result_id IS NOT NULL`,
      )
      return found.map((row) => String(row.result_id))
    },

    async prune(now) {
      const keysBefore = now - DEFAULT_POLICY.dedupeRetentionMs
      await db.execute(sql`DELETE FROM webhook_event_keys WHERE seen_at < ${keysBefore}`)
      await db.execute(sql`DELETE FROM instagram_sends WHERE started_at < ${keysBefore}`)
      await db.execute(sql`DELETE FROM webhook_deliveries WHERE received_at < ${now - DELIVERIES_KEPT_MS}`)
    },
    async erase(accountId, secrets, change) {
      const found = await rows(
        db,
        sql`SELECT id, data FROM webhook_deliveries WHERE account_ids @> ${sql.param([accountId])}::text[]`,
      )
      for (const row of found) {
        const delivery = row.data as KeptDelivery
        const changed = change(delivery)
        if (changed === null) await db.execute(sql`DELETE FROM webhook_deliveries WHERE id = ${String(row.id)}`)
        else if (changed !== delivery)
          await db.execute(
            sql`UPDATE webhook_deliveries SET data = ${JSON.stringify(changed)}::jsonb WHERE id = ${String(row.id)}`,
          )
      }
      for (const secret of secrets) {
        // position(), not LIKE: a username's "_" is no wildcard.
        await db.execute(sql`DELETE FROM webhook_event_keys WHERE position(${secret} in key) > 0`)
        await db.execute(sql`DELETE FROM instagram_sends WHERE position(${secret} in key) > 0`)
        await db.execute(
          sql`UPDATE webhook_jobs SET payload = replace(payload::text, ${secret}, ${ERASED})::jsonb
              WHERE position(${secret} in payload::text) > 0`,
        )
      }
    },
    // Its tables are never written inside the storage port's transactions.
    within: () => store,
  }
  return store
}

interface Received {
  draft: DeliveryDraft
  now: number
}

/**
 * Deliveries received at once, in one statement, atomic on its own: the keys claimed, each
 * delivery with what it claimed, and a job for each that claimed any. A key carried by several
 * of them is a candidate of the first only, as if they had come one after the other.
 */
async function receiveAll(db: Executor, inputs: readonly Received[]): Promise<StoredDelivery[]> {
  const offered = new Set<string>()
  const rowsIn = inputs.map(({ draft, now }, n) => {
    const candidates = keysToClaim(draft).filter((key) => !offered.has(key))
    for (const key of candidates) offered.add(key)
    const job = deliveryJob(draft.id, [], now)
    return {
      n,
      id: draft.id,
      received_at: Date.parse(draft.receivedAt),
      account_ids: draft.accountIds,
      verified: draft.verdict.verified,
      data: draft,
      candidates,
      now,
      job_key: job.key,
      job_kind: job.kind,
    }
  })
  const found = await rows(
    db,
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(rowsIn)}::jsonb) AS d(
            n int, id text, received_at bigint, account_ids jsonb, verified boolean, data jsonb,
            candidates jsonb, now bigint, job_key text, job_kind text)),
        candidate AS (
          SELECT input.n, input.now, key.value AS key, key.ord
          FROM input CROSS JOIN LATERAL jsonb_array_elements_text(input.candidates) WITH ORDINALITY AS key(value, ord)),
        claimed AS (
          INSERT INTO webhook_event_keys (key, seen_at)
          SELECT key, now FROM candidate ORDER BY key
          ON CONFLICT (key) DO NOTHING RETURNING key),
        taken AS (
          SELECT input.*, coalesce(
            (SELECT jsonb_agg(candidate.key ORDER BY candidate.ord)
             FROM candidate JOIN claimed ON claimed.key = candidate.key WHERE candidate.n = input.n),
            '[]'::jsonb) AS keys
          FROM input),
        delivery AS (
          INSERT INTO webhook_deliveries (id, received_at, account_ids, verified, data)
          SELECT id, received_at, ARRAY(SELECT jsonb_array_elements_text(account_ids)), verified,
                 data || jsonb_build_object(
                   'claimedKeys', keys,
                   'state', CASE WHEN jsonb_array_length(keys) > 0 THEN 'waiting' ELSE 'processed' END)
          FROM taken ORDER BY n),
        work AS (
          INSERT INTO webhook_jobs (key, kind, payload, run_at)
          SELECT job_key, job_kind, jsonb_build_object('deliveryId', id, 'freshKeys', keys), now
          FROM taken WHERE jsonb_array_length(keys) > 0 ORDER BY n
          ON CONFLICT (key) DO NOTHING)
        SELECT n, keys FROM taken`,
  )
  const claimedKeys = new Map(found.map((row) => [Number(row.n), row.keys as string[]]))
  return inputs.map(({ draft }, n) => storedDelivery({ ...draft, claimedKeys: claimedKeys.get(n) ?? [] }))
}

interface SendBegun {
  key: string
  accountId: string
  now: number
}

/**
 * Sends' keys taken in one statement: a new key is inserted; a taken one is left as it is, and
 * answers when its first try began (a takeover that died too must not move where the next one
 * looks from), read by a second statement, for those only. A key asked for twice at once
 * answers the second as taken by the first. Plain statements: PGlite plans a statement of
 * several parts several times slower than an insert, and most sends take a new key.
 */
async function beginSends(db: Executor, inputs: readonly SendBegun[]): Promise<SendClaim[]> {
  const first = new Map<string, SendBegun>()
  for (const input of inputs) if (!first.has(input.key)) first.set(input.key, input)
  const distinct = [...first.values()]
  const inserted = await rows(
    db,
    sql`INSERT INTO instagram_sends (key, account_id, state, started_at)
        SELECT key, account_id, 'sending', started_at
        FROM unnest(${sql.param(distinct.map((input) => input.key))}::text[],
                    ${sql.param(distinct.map((input) => input.accountId))}::text[],
                    ${sql.param(distinct.map((input) => input.now))}::bigint[]) AS i(key, account_id, started_at)
        ORDER BY key
        ON CONFLICT (key) DO NOTHING
        RETURNING key`,
  )
  const claims = new Map<string, SendClaim>(inserted.map((row) => [String(row.key), { state: 'new' }]))
  const taken = distinct.filter((input) => !claims.has(input.key)).map((input) => input.key)
  if (taken.length > 0) {
    const found = await rows(
      db,
      sql`SELECT key, state, started_at, result_id FROM instagram_sends WHERE key = ANY(${sql.param(taken)}::text[])`,
    )
    for (const row of found) claims.set(String(row.key), claimOf(row))
  }
  // Taken, then freed by a failed send before it could be read: free to take again.
  const freed = distinct.filter((input) => !claims.has(input.key))
  if (freed.length > 0) (await beginSends(db, freed)).forEach((claim, index) => claims.set(freed[index]!.key, claim))
  return inputs.map((input) => {
    const claim = claims.get(input.key)!
    if (first.get(input.key) !== input && claim.state === 'new')
      return { state: 'interrupted', startedAt: first.get(input.key)!.now }
    return claim
  })
}

function claimOf(row: Row): SendClaim {
  if (row.state === 'sent') return { state: 'sent', id: String(row.result_id) }
  return { state: 'interrupted', startedAt: Number(row.started_at) }
}

interface SendFinished {
  key: string
  id: string | null
}

/** Sends' ids recorded in one statement; a null id (the send failed) frees its key for a later try. */
async function finishSends(db: Executor, inputs: readonly SendFinished[]): Promise<void[]> {
  // One key finished twice at once: the later call is the one that stands, as one after the other.
  const last = new Map(inputs.map((input) => [input.key, input.id]))
  const sent = [...last].filter((entry): entry is [string, string] => entry[1] !== null)
  const failed = [...last].filter(([, id]) => id === null).map(([key]) => key)
  if (sent.length > 0)
    await db.execute(
      sql`UPDATE instagram_sends SET state = 'sent', result_id = input.result_id
          FROM unnest(${sql.param(sent.map(([key]) => key))}::text[], ${sql.param(sent.map(([, id]) => id))}::text[])
            AS input(key, result_id)
          WHERE instagram_sends.key = input.key`,
    )
  if (failed.length > 0)
    await db.execute(sql`DELETE FROM instagram_sends WHERE key = ANY(${sql.param(failed)}::text[])`)
  return inputs.map(() => undefined)
}
