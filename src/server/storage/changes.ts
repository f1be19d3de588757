/**
 * What every adapter of the storage port does with the changes a transaction announces: collect
 * them while it runs, turn them into events when it commits, and hand those to the listeners of
 * this connection, each notice only once however many connections repeat it.
 */

import type { Resource } from '@/domain/sync/resources'
import type { DbEvent, DbListener, DbNotice, ResourceChange } from './database'

/** A transaction's announcements, until it commits (or rolls back, and they are dropped). */
export interface PendingChanges {
  changes: ResourceChange[]
  reset: boolean
  notices: DbNotice[]
}

export function noChanges(): PendingChanges {
  return { changes: [], reset: false, notices: [] }
}

/** The events a committed transaction announces: a reset says everything changed. */
export function eventsOf(pending: PendingChanges): DbEvent[] {
  const events: DbEvent[] = []
  if (pending.reset) events.push({ type: 'reset' })
  else if (pending.changes.length > 0) events.push({ type: 'changed', changes: mergeChanges(pending.changes) })
  for (const notice of pending.notices) events.push({ type: 'notice', notice })
  return events
}

/** One change per resource, its owners united (null, everyone, wins). */
export function mergeChanges(changes: readonly ResourceChange[]): ResourceChange[] {
  const byResource = new Map<Resource, Set<string> | null>()
  for (const { resource, owners } of changes) {
    const known = byResource.get(resource)
    if (known === null) continue
    if (owners === null) byResource.set(resource, null)
    else byResource.set(resource, new Set([...(known ?? []), ...owners]))
  }
  return [...byResource].map(([resource, owners]) => ({ resource, owners: owners && [...owners] }))
}

/** The listeners of one connection, and the notices it heard (a later listener can still read them). */
export class DbListeners {
  private readonly listeners = new Set<DbListener>()
  readonly notices: DbNotice[] = []

  subscribe(listener: DbListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  deliver(events: readonly DbEvent[]): void {
    for (const event of events) {
      if (event.type === 'notice') {
        if (this.notices.some((known) => known.id === event.notice.id)) continue
        this.notices.push(event.notice)
      }
      for (const listener of this.listeners) listener(event)
    }
  }

  clear(): void {
    this.listeners.clear()
  }
}
