import type { Database, Entity } from '@/server/storage/database'
import { ERASED } from '@/domain/contacts/erasure'
import { DEFAULT_POLICY } from '@/server/automations/policy'
import { deliveryJob, freshEventKeys, type EventKeyClaims } from './intakeRules'
import {
  DELIVERIES_KEPT_MS,
  JOB_LEASE_MS,
  type Job,
  type JobDraft,
  type QueueHealth,
  type SendClaim,
  type StoredDelivery,
  type WebhookStore,
} from './store'

const PAGE_DELIVERIES_KEPT = 300

interface SeenKeyRecord extends Entity {
  firstSeenAt: number
}

interface JobRecord extends Entity {
  kind: string
  key: string
  payload: unknown
  runAt: number
  attempts: number
  lockedUntil: number | null
  failedAt: number | null
  lastError: string | null
}

interface SendRecord extends Entity {
  accountId: string
  state: 'sending' | 'sent'
  startedAt: number
  resultId: string | null
}

/**
 * The webhook store on the storage port's collections: the page's harness (IndexedDB, where one
 * transaction at a time holds the stores it writes, across tabs). Claims are a read and a write
 * inside one transaction, which the port makes atomic.
 */
export function collectionWebhookStore(db: Database): WebhookStore {
  const deliveries = () => db.collection<StoredDelivery>('webhookDeliveries')
  const jobs = () => db.collection<JobRecord>('webhookJobs')
  const sends = () => db.collection<SendRecord>('instagramSends')
  const asJob = (record: JobRecord): Job => ({
    id: record.id,
    kind: record.kind,
    payload: record.payload,
    runAt: record.runAt,
    attempts: record.attempts,
  })
  const enqueueIn = async (scope: Database, job: JobDraft) => {
    const records = scope.collection<JobRecord>('webhookJobs')
    if (await records.get(job.key)) return
    await records.insert({ id: job.key, ...job, attempts: 0, lockedUntil: null, failedAt: null, lastError: null })
  }

  const store: WebhookStore = {
    receive: (draft, now) =>
      db.transaction(async (scope) => {
        const seen = scope.collection<SeenKeyRecord>('webhookSeenKeys')
        const claims: EventKeyClaims = {
          async claim(keys) {
            const taken = new Set<string>()
            for (const key of keys) {
              if (await seen.get(key)) continue
              await seen.insert({ id: key, firstSeenAt: now })
              taken.add(key)
            }
            return taken
          },
        }
        const { duplicateKeys, freshKeys } = await freshEventKeys(draft, claims)
        const delivery: StoredDelivery = {
          ...draft,
          duplicateKeys,
          state: freshKeys.length > 0 ? 'waiting' : 'processed',
        }
        const kept = scope.collection<StoredDelivery>('webhookDeliveries')
        const all = await kept.all()
        // A tab's database stays small: the oldest deliveries make room.
        for (const old of all.slice(0, Math.max(0, all.length - (PAGE_DELIVERIES_KEPT - 1)))) await kept.remove(old.id)
        await kept.insert(delivery)
        if (freshKeys.length > 0) await enqueueIn(scope, deliveryJob(draft.id, freshKeys, now))
        return delivery
      }),
    async deliveriesWithIds(ids) {
      const found = await Promise.all(ids.map((id) => deliveries().get(id)))
      return found.filter((delivery): delivery is StoredDelivery => delivery !== undefined)
    },
    async deliveries({ accountIds, verified, limit, withoutBody = false }) {
      const wanted = accountIds && new Set(accountIds)
      return (await deliveries().all())
        .filter(
          (delivery) =>
            (verified === undefined || delivery.verdict.verified === verified) &&
            (!wanted || delivery.accountIds.some((accountId) => wanted.has(accountId))),
        )
        .reverse()
        .slice(0, limit)
        .map((delivery) => (withoutBody ? { ...delivery, rawBody: '' } : delivery))
    },
    async settleDeliveries(ids, state, error) {
      for (const id of ids) await deliveries().update(id, { state, ...(error ? { processError: error } : {}) })
    },

    enqueue: (job) => db.transaction((scope) => enqueueIn(scope, job)),
    claim: (limit, now, leaseMs = JOB_LEASE_MS) =>
      db.transaction(async (scope) => {
        const records = scope.collection<JobRecord>('webhookJobs')
        const due = (await records.all())
          .filter((job) => job.failedAt === null && job.runAt <= now && (job.lockedUntil ?? 0) < now)
          .sort((a, b) => a.runAt - b.runAt)
          .slice(0, limit)
        const claimed: Job[] = []
        for (const job of due) {
          const taken = { ...job, attempts: job.attempts + 1, lockedUntil: now + leaseMs }
          await records.update(job.id, taken)
          claimed.push(asJob(taken))
        }
        return claimed
      }),
    async complete(ids) {
      for (const id of ids) await jobs().remove(id)
    },
    async retry(id, runAt, error) {
      await jobs().update(id, { runAt, lockedUntil: null, lastError: error })
    },
    async fail(id, error) {
      await jobs().update(id, { lockedUntil: null, lastError: error, failedAt: Date.now() })
    },
    async health(now): Promise<QueueHealth> {
      const all = await jobs().all()
      const live = all.filter((job) => job.failedAt === null)
      const due = live.filter((job) => job.runAt <= now).map((job) => job.runAt)
      return {
        waiting: live.length,
        failed: all.length - live.length,
        oldestDueAt: due.length > 0 ? Math.min(...due) : null,
      }
    },

    beginSend: (key, accountId, now) =>
      db.transaction(async (scope): Promise<SendClaim> => {
        const records = scope.collection<SendRecord>('instagramSends')
        const existing = await records.get(key)
        if (existing?.state === 'sent' && existing.resultId) return { state: 'sent', id: existing.resultId }
        // A taken key keeps when its first try began: that is where a look for it starts.
        if (existing) return { state: 'interrupted', startedAt: existing.startedAt }
        await records.insert({ id: key, accountId, state: 'sending', startedAt: now, resultId: null })
        return { state: 'new' }
      }),
    async finishSend(key, id) {
      if (id === null) await sends().remove(key)
      else await sends().update(key, { state: 'sent', resultId: id })
    },
    async sentIds(accountId, since) {
      return (await sends().filter((send) => send.accountId === accountId && send.startedAt >= since))
        .map((send) => send.resultId)
        .filter((id): id is string => id !== null)
    },

    prune: (now) =>
      db.transaction(async (scope) => {
        const seen = scope.collection<SeenKeyRecord>('webhookSeenKeys')
        const keepKeysFrom = now - DEFAULT_POLICY.dedupeRetentionMs
        for (const key of await seen.filter((record) => record.firstSeenAt < keepKeysFrom)) await seen.remove(key.id)
        const kept = scope.collection<StoredDelivery>('webhookDeliveries')
        const keepFrom = now - DELIVERIES_KEPT_MS
        for (const delivery of await kept.filter((record) => Date.parse(record.receivedAt) < keepFrom))
          await kept.remove(delivery.id)
        const ledger = scope.collection<SendRecord>('instagramSends')
        for (const send of await ledger.filter((record) => record.startedAt < keepKeysFrom))
          await ledger.remove(send.id)
      }),
    erase: (accountId, secrets, change) =>
      db.transaction(async (scope) => {
        const mentions = (text: string) => secrets.some((secret) => text.includes(secret))
        const kept = scope.collection<StoredDelivery>('webhookDeliveries')
        for (const delivery of await kept.filter((record) => record.accountIds.includes(accountId))) {
          const changed = change(delivery)
          if (changed === null) await kept.remove(delivery.id)
          else if (changed !== delivery) await kept.insert(changed)
        }
        const seen = scope.collection<SeenKeyRecord>('webhookSeenKeys')
        for (const key of await seen.filter((record) => mentions(record.id))) await seen.remove(key.id)
        const ledger = scope.collection<SendRecord>('instagramSends')
        for (const send of await ledger.filter((record) => mentions(record.id))) await ledger.remove(send.id)
        const records = scope.collection<JobRecord>('webhookJobs')
        for (const job of await records.filter((record) => mentions(JSON.stringify(record.payload)))) {
          const payload = secrets.reduce((text, secret) => text.split(secret).join(ERASED), JSON.stringify(job.payload))
          await records.insert({ ...job, payload: JSON.parse(payload) as unknown })
        }
      }),
    within: (scope) => (scope === db ? store : collectionWebhookStore(scope)),
  }
  return store
}
