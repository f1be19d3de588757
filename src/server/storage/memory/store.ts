import { AsyncLocalStorage } from 'node:async_hooks'
import { noChanges, type DbListeners, type PendingChanges } from '../changes'
import type { DbEvent } from '../database'
import { localExclusive } from '../exclusive'
import { copyJson, frozenJson } from './json'
import { MemoryTable } from './table'
import { Turns } from './turns'

/** One transaction (or one call made outside any): its announcements and how to undo its writes. */
export interface MemoryTransaction {
  pending: PendingChanges
  /** The writes' inverses, undone last first when the transaction fails. */
  undo: (() => void)[]
  open: boolean
}

export function newTransaction(): MemoryTransaction {
  return { pending: noChanges(), undo: [], open: true }
}

/** Undoes every write of a failed transaction, the last first. */
export function rollBack(transaction: MemoryTransaction): void {
  transaction.open = false
  for (let index = transaction.undo.length - 1; index >= 0; index--) transaction.undo[index]!()
  transaction.undo.length = 0
}

/**
 * What the connections to one memory database share, as a PostgreSQL database is shared by its
 * server processes: the collections, which of them were seeded, the turns transactions take, the
 * named locks, and the listeners every commit is announced to.
 */
export class MemoryStore {
  private readonly tables = new Map<string, MemoryTable>()
  /** The collections given their seed once (a reset forgets them). */
  readonly seeded = new Set<string>()
  readonly turns = new Turns()
  /** The transaction a call belongs to, whichever connection it is made on. */
  readonly current = new AsyncLocalStorage<MemoryTransaction>()
  readonly exclusive = localExclusive()
  private readonly connections = new Set<DbListeners>()

  table(name: string): MemoryTable {
    let table = this.tables.get(name)
    if (!table) {
      table = new MemoryTable()
      this.tables.set(name, table)
    }
    return table
  }

  /** Empties every collection and forgets which were seeded, undone with the transaction. */
  clear(transaction: MemoryTransaction): void {
    for (const table of this.tables.values()) transaction.undo.push(table.clear())
    const seeded = [...this.seeded]
    this.seeded.clear()
    transaction.undo.push(() => {
      for (const name of seeded) this.seeded.add(name)
    })
  }

  connect(listeners: DbListeners): () => void {
    this.connections.add(listeners)
    return () => this.connections.delete(listeners)
  }

  /** Hands a commit's events to every connection's listeners. */
  deliver(events: readonly DbEvent[]): void {
    if (events.length === 0) return
    for (const listeners of this.connections) listeners.deliver(events)
  }

  /**
   * Rewrites every record of a collection where it is stored, unchecked and unannounced, as
   * damage from outside would: for the tests of repairs.
   */
  damage(collection: string, change: (record: Record<string, unknown>) => unknown): void {
    const table = this.table(collection)
    for (const [id, entry] of [...table.list()]) {
      table.overwrite(id, frozenJson(change(copyJson(entry.record) as Record<string, unknown>)))
    }
  }
}
