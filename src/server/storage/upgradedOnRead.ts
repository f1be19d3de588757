import type { Collection, Entity } from './database'

/**
 * A collection whose records written in an older shape are read in the current one: every adapter
 * keeps what was stored as it was, and the one function that knows both shapes reshapes it on the
 * way out. A record saved again is saved in the current shape.
 */
export function upgradedOnRead<T extends Entity>(collection: Collection<T>, upgrade: (record: T) => T): Collection<T> {
  const each = (records: T[]) => records.map(upgrade)
  const one = (record: T | undefined) => (record === undefined ? undefined : upgrade(record))
  return {
    name: collection.name,
    all: async () => each(await collection.all()),
    get: async (id) => one(await collection.get(id)),
    find: async (predicate) => one(await collection.find((record) => predicate(upgrade(record)))),
    filter: async (predicate) => each(await collection.filter((record) => predicate(upgrade(record)))),
    ownedBy: async (ownerUid) => each(await collection.ownedBy(ownerUid)),
    insert: (item) => collection.insert(item),
    insertMany: (items) => collection.insertMany(items),
    update: async (id, patch) => one(await collection.update(id, patch)),
    remove: (id) => collection.remove(id),
    replaceAll: (items) => collection.replaceAll(items),
  }
}
