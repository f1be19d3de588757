import type { KeyValueStore } from '@/lib/storage'

export interface Entity {
  id: string
}

export interface Collection<T extends Entity> {
  all(): T[]
  get(id: string): T | undefined
  find(predicate: (item: T) => boolean): T | undefined
  filter(predicate: (item: T) => boolean): T[]
  insert(item: T): T
  update(id: string, patch: Partial<T>): T | undefined
  remove(id: string): boolean
  replaceAll(items: T[]): void
}

const DB_PREFIX = 'conversa-mockdb:'

/**
 * The mock backend's database: named collections, each persisted as one JSON value so a page
 * reload (or a second tab) sees what the previous one wrote. A corrupt collection is dropped and
 * reseeded rather than crashing the backend.
 */
export class MockDb {
  private readonly cache = new Map<string, Entity[]>()

  constructor(
    private readonly store: KeyValueStore,
    private readonly seeder: (db: MockDb) => void = () => {},
  ) {
    if (this.store.getItem(`${DB_PREFIX}__seeded`) !== '1') this.reset()
  }

  collection<T extends Entity>(name: string): Collection<T> {
    const read = (): T[] => this.load(name) as T[]
    const write = (items: T[]) => this.save(name, items)
    return {
      all: () => [...read()],
      get: (id) => read().find((item) => item.id === id),
      find: (predicate) => read().find(predicate),
      filter: (predicate) => read().filter(predicate),
      insert: (item) => {
        write([...read().filter((existing) => existing.id !== item.id), item])
        return item
      },
      update: (id, patch) => {
        let updated: T | undefined
        write(read().map((item) => (item.id === id ? (updated = { ...item, ...patch, id }) : item)))
        return updated
      },
      remove: (id) => {
        const items = read()
        const kept = items.filter((item) => item.id !== id)
        write(kept)
        return kept.length !== items.length
      },
      replaceAll: (items) => write([...items]),
    }
  }

  /** Empties every collection and runs the seeder again. */
  reset(): void {
    for (const name of this.names()) this.store.removeItem(`${DB_PREFIX}${name}`)
    this.cache.clear()
    this.store.setItem(`${DB_PREFIX}__names`, '[]')
    this.seeder(this)
    this.store.setItem(`${DB_PREFIX}__seeded`, '1')
  }

  private load(name: string): Entity[] {
    const cached = this.cache.get(name)
    if (cached) return cached
    let items: Entity[] = []
    const raw = this.store.getItem(`${DB_PREFIX}${name}`)
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw)
        if (Array.isArray(parsed)) items = parsed as Entity[]
      } catch {
        console.warn(`Mock database: collection "${name}" was corrupt and has been emptied`)
      }
    }
    this.cache.set(name, items)
    return items
  }

  private save(name: string, items: Entity[]): void {
    this.cache.set(name, items)
    this.store.setItem(`${DB_PREFIX}${name}`, JSON.stringify(items))
    const names = this.names()
    if (!names.includes(name)) this.store.setItem(`${DB_PREFIX}__names`, JSON.stringify([...names, name]))
  }

  private names(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.store.getItem(`${DB_PREFIX}__names`) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : []
    } catch {
      return []
    }
  }
}
