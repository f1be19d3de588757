/**
 * What the mock database tells the backend after each committed transaction, in this tab and
 * (through a BroadcastChannel) every other tab on the same database: which API resources changed
 * and whose they are, and notices such as a damaged collection that was restored.
 */

import type { DbEvent, DbListener, DbNotice, ResourceChange } from '@/server/storage/database'

interface Pending {
  changes: ResourceChange[]
  reset: boolean
  notices: DbNotice[]
}

/**
 * Holds each transaction's events until IndexedDB reports it committed (an aborted one announces
 * nothing), then hands them to local listeners and to the other tabs.
 */
export class DbFeed {
  private readonly listeners = new Set<DbListener>()
  private readonly pending = new WeakMap<IDBTransaction, Pending>()
  private readonly channel: BroadcastChannel | null
  /** Every notice this page heard of: a listener that subscribes later still gets them. */
  readonly notices: DbNotice[] = []

  constructor(channelName: string | null) {
    this.channel =
      channelName !== null && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null
    this.channel?.addEventListener('message', (message: MessageEvent<DbEvent[]>) => this.deliver(message.data))
    // In Node, an open channel must not keep a test process alive.
    ;(this.channel as { unref?: () => void } | null)?.unref?.()
  }

  subscribe(listener: DbListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Queues events on a transaction (null: nothing to wait for, publish now). */
  record(transaction: IDBTransaction | null, add: (pending: Pending) => void): void {
    if (!transaction) {
      const pending: Pending = { changes: [], reset: false, notices: [] }
      add(pending)
      this.publish(pending)
      return
    }
    let pending = this.pending.get(transaction)
    if (!pending) {
      const created: Pending = { changes: [], reset: false, notices: [] }
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

  private publish(pending: Pending): void {
    const events: DbEvent[] = []
    if (pending.reset) events.push({ type: 'reset' })
    else if (pending.changes.length > 0) events.push({ type: 'changed', changes: merge(pending.changes) })
    for (const notice of pending.notices) events.push({ type: 'notice', notice })
    if (events.length === 0) return
    this.deliver(events)
    this.channel?.postMessage(events)
  }

  private deliver(events: DbEvent[]): void {
    for (const event of events) {
      if (event.type === 'notice') {
        if (this.notices.some((known) => known.id === event.notice.id)) continue
        this.notices.push(event.notice)
      }
      for (const listener of this.listeners) listener(event)
    }
  }
}

/** One change per resource, its owners united (null, everyone, wins). */
function merge(changes: ResourceChange[]): ResourceChange[] {
  const byResource = new Map<string, Set<string> | null>()
  for (const { resource, owners } of changes) {
    const known = byResource.get(resource)
    if (known === null) continue
    if (owners === null) byResource.set(resource, null)
    else byResource.set(resource, new Set([...(known ?? []), ...owners]))
  }
  return [...byResource].map(([resource, owners]) => ({ resource, owners: owners && [...owners] }))
}
