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
  const store: WebhookStore = {
    // One statement, atomic on its own: the keys claimed, the delivery with what it claimed,
    // and its job when it claimed any. A delivery is Meta's busiest request: one round trip.
    async receive(draft, now) {
      const candidates = keysToClaim(draft)
      const job = deliveryJob(draft.id, [], now)
      const [row] = await rows(
        db,
        sql`WITH claimed AS (
              INSERT INTO webhook_event_keys (key, seen_at)
              SELECT unnest(${sql.param(candidates)}::text[]), ${now}
              ON CONFLICT (key) DO NOTHING RETURNING key),
            taken AS (SELECT coalesce(jsonb_agg(key), '[]'::jsonb) AS keys FROM claimed),
            delivery AS (
              INSERT INTO webhook_deliveries (id, received_at, account_ids, verified, data)
              SELECT ${draft.id}, ${Date.parse(draft.receivedAt)}, ${sql.param(draft.accountIds)}::text[],
                     ${draft.verdict.verified},
                     ${JSON.stringify(draft)}::jsonb || jsonb_build_object(
                       'claimedKeys', taken.keys,
                       'state', CASE WHEN jsonb_array_length(taken.keys) > 0 THEN 'waiting' ELSE 'processed' END)
              FROM taken),
            work AS (
              INSERT INTO webhook_jobs (key, kind, payload, run_at)
              SELECT ${job.key}, ${job.kind}, jsonb_build_object('deliveryId', ${draft.id}::text, 'freshKeys', taken.keys), ${now}
              FROM taken WHERE jsonb_array_length(taken.keys) > 0
              ON CONFLICT (key) DO NOTHING)
            SELECT keys FROM taken`,
      )
      return storedDelivery({ ...draft, claimedKeys: (row?.keys as string[] | undefined) ?? [] })
    },
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

    async beginSend(key, accountId, now): Promise<SendClaim> {
      // One statement: a new key is inserted; a taken one is left as it is, and answers when its
      // first try began (a takeover that died too must not move where the next one looks from).
      const [row] = await rows(
        db,
        sql`WITH previous AS (SELECT state, started_at, result_id FROM instagram_sends WHERE key = ${key}),
            taken AS (
              INSERT INTO instagram_sends (key, account_id, state, started_at)
              VALUES (${key}, ${accountId}, 'sending', ${now})
              ON CONFLICT (key) DO NOTHING
              RETURNING key)
            SELECT p.state, p.started_at, p.result_id, (SELECT count(*) FROM taken) AS taken
            FROM (SELECT 1) AS one LEFT JOIN previous p ON TRUE`,
      )
      if (row?.state === 'sent') return { state: 'sent', id: String(row.result_id) }
      if (row?.state === 'sending') return { state: 'interrupted', startedAt: Number(row.started_at) }
      return { state: 'new' }
    },
    async finishSend(key, id) {
      if (id === null) await db.execute(sql`DELETE FROM instagram_sends WHERE key = ${key}`)
      else await db.execute(sql`UPDATE instagram_sends SET state = 'sent', result_id = ${id} WHERE key = ${key}`)
    },
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
