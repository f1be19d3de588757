/**
 * What the mock database tells the backend after each committed transaction, in this tab and
 * (through a BroadcastChannel) every other tab on the same database: which API resources changed
 * and whose they are, and notices such as a damaged collection that was restored.
 */

import type { DbEvent, DbListener, DbNotice } from '@/server/storage/database'
import { DbListeners, eventsOf, noChanges, type PendingChanges } from '@/server/storage/changes'

/**
 * Holds each transaction's events until IndexedDB reports it committed (an aborted one announces
 * nothing), then hands them to local listeners and to the other tabs.
 */
export class DbFeed {
  private readonly listeners = new DbListeners()
  private readonly pending = new WeakMap<IDBTransaction, PendingChanges>()
  private readonly channel: BroadcastChannel | null

  constructor(channelName: string | null) {
    this.channel =
      channelName !== null && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null
    this.channel?.addEventListener('message', (message: MessageEvent<DbEvent[]>) =>
      this.listeners.deliver(message.data),
    )
    // In Node, an open channel must not keep a test process alive.
    ;(this.channel as { unref?: () => void } | null)?.unref?.()
  }

  /** Every notice this page heard of: a listener that subscribes later still gets them. */
  get notices(): readonly DbNotice[] {
    return this.listeners.notices
  }

  subscribe(listener: DbListener): () => void {
    return this.listeners.subscribe(listener)
  }

  /** Queues events on a transaction (null: nothing to wait for, publish now). */
  record(transaction: IDBTransaction | null, add: (pending: PendingChanges) => void): void {
    if (!transaction) {
      const pending = noChanges()
      add(pending)
      this.publish(pending)
      return
    }
    let pending = this.pending.get(transaction)
    if (!pending) {
      const created = noChanges()
      this.pending.set(transaction, created)
      transaction.addEventListener('complete', () => this.publish(created))
      pending = created
    }
    add(pending)
  }

  close(): void {
    this.channel?.close()
    this.listeners.clear()
  }

  private publish(pending: PendingChanges): void {
    const events = eventsOf(pending)
    if (events.length === 0) return
    this.listeners.deliver(events)
    this.channel?.postMessage(events)
  }
}
