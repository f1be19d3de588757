import type { WebhookDelivery } from '@/domain/instagram/apiTypes'
import type { Database } from '@/server/storage/database'

/** A delivery as intake stores it: the accounts its entries name, for the workspaces that read it. */
export interface StoredDelivery extends WebhookDelivery {
  accountIds: string[]
}

/** What intake knows before the store claims the events' keys. */
export type DeliveryDraft = Omit<StoredDelivery, 'duplicateKeys' | 'state'>

/** What erasure does to one stored delivery: the same, changed, or null (deleted). */
export type DeliveryChange = <T extends Pick<StoredDelivery, 'rawBody' | 'events'>>(delivery: T) => T | null

/** Durable work: a delivery to process, a workspace's queue to drain. */
export interface Job {
  id: string
  kind: string
  payload: unknown
  /** When it may run (ms). */
  runAt: number
  /** Claims so far, this one included. */
  attempts: number
}

export interface JobDraft {
  kind: string
  /** Enqueuing a key that waits already adds nothing. */
  key: string
  payload: unknown
  runAt: number
}

/** What a send's ledger entry says before the send: never tried, done, or cut off mid-way. */
export type SendClaim = { state: 'new' } | { state: 'sent'; id: string } | { state: 'interrupted'; startedAt: number }

export interface QueueHealth {
  /** Jobs due now or later, not given up on. */
  waiting: number
  /** Jobs given up on after their last attempt. */
  failed: number
  /** When the oldest job due now became due (ms), or null when none is. */
  oldestDueAt: number | null
}

/** How long a claimed job is held before another worker may take it (its worker died). */
export const JOB_LEASE_MS = 30_000
/** Deliveries are kept for the webhooks screen this long. */
export const DELIVERIES_KEPT_MS = 7 * 86_400_000

/**
 * The webhook engine's storage: deliveries, the keys of the events already received, the job
 * queue and the ledger of sends to Instagram. Two adapters: PostgreSQL tables on the server
 * (`sqlWebhookStore`, claims by unique keys and `FOR UPDATE SKIP LOCKED`) and the storage port's
 * collections in the page (`collectionWebhookStore`); one contract suite runs against both.
 */
export interface WebhookStore {
  /**
   * Stores the delivery and, for a verified one, claims its events' keys for the 48 hours Meta may
   * redeliver them, enqueueing a `webhook-delivery` job when any event was fresh: one transaction,
   * so a delivery is never stored without its work, nor an event's key claimed twice.
   */
  receive(draft: DeliveryDraft, now: number): Promise<StoredDelivery>
  /** The stored deliveries among these ids (those no longer kept are left out). */
  deliveriesWithIds(ids: readonly string[]): Promise<StoredDelivery[]>
  /**
   * Newest first: those naming one of the accounts (all, without `accountIds`). `withoutBody`:
   * their raw bodies left out (empty), for readers of their events only.
   */
  deliveries(filter: {
    accountIds?: readonly string[]
    verified?: boolean
    limit: number
    withoutBody?: boolean
  }): Promise<StoredDelivery[]>
  settleDeliveries(ids: readonly string[], state: 'processed' | 'failed', error?: string): Promise<void>

  enqueue(job: JobDraft): Promise<void>
  /** Takes up to `limit` due jobs for `leaseMs`; another worker's live lease is skipped. */
  claim(limit: number, now: number, leaseMs?: number): Promise<Job[]>
  complete(ids: readonly string[]): Promise<void>
  retry(id: string, runAt: number, error: string): Promise<void>
  fail(id: string, error: string): Promise<void>
  health(now: number): Promise<QueueHealth>

  /**
   * Takes the ledger entry `key` before a send: `new` (it may be sent), `sent` (it was, with this
   * id) or `interrupted` (a send began and its process died before recording what Instagram said).
   */
  beginSend(key: string, accountId: string, now: number): Promise<SendClaim>
  /** Records the send's id; null (it failed) frees the key for a later try. */
  finishSend(key: string, id: string | null): Promise<void>
  /** The ids Instagram gave the account's recorded sends since `since`. */
  sentIds(accountId: string, since: number): Promise<string[]>

  /**
   * Erasure on request: each delivery naming the account goes through `change`, which answers it
   * as it is to be kept (the same object: unchanged) or null to delete it; event keys and sends'
   * ledger keys containing one of `secrets` are forgotten, and in waiting jobs those are replaced.
   */
  erase(accountId: string, secrets: readonly string[], change: DeliveryChange): Promise<void>
  /** Forgets event keys older than the dedupe window and deliveries older than their keeping. */
  prune(now: number): Promise<void>
  /** The store bound to a storage transaction, where the adapter keeps its data in one. */
  within(db: Database): WebhookStore
}
