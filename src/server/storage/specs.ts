import type { CollectionSpec, Entity, ResourceChange, SeedContext } from './database'

/** The seeds' faker, named through the port: the server does not depend on faker itself. */
export type Faker = SeedContext['faker']

type Stored = Entity & Record<string, unknown>

/**
 * What the collections' specs say, asked the same way by every adapter: whether a record is
 * sound, whom a change concerns, and each collection's seed records.
 */
export class CollectionSpecs {
  private readonly specs: ReadonlyMap<string, CollectionSpec>

  constructor(
    collections: readonly CollectionSpec[],
    /** The backend's seed, combined with each collection's own. */
    private readonly seed: number,
    private readonly fakerFor: (seeds: number[]) => Faker,
  ) {
    this.specs = new Map(collections.map((spec) => [spec.name, spec]))
  }

  get all(): Iterable<CollectionSpec> {
    return this.specs.values()
  }

  announces(collection: string): boolean {
    return this.specs.get(collection)?.announce !== undefined
  }

  /** An object with a non-empty string id that passes its collection's `isValid`. */
  isSound(collection: string, record: unknown): record is Stored {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return false
    const { id } = record as { id?: unknown }
    if (typeof id !== 'string' || id === '') return false
    const spec = this.specs.get(collection)
    try {
      return spec?.isValid ? spec.isValid(record as Stored) : true
    } catch {
      return false
    }
  }

  /** The changes to announce when these records (before or after a write) changed; unsound ones concern nobody. */
  changes(collection: string, records: readonly unknown[]): ResourceChange[] {
    const announce = this.specs.get(collection)?.announce
    if (!announce || records.length === 0) return []
    let owners: Set<string> | null = new Set()
    for (const record of records) {
      if (!this.isSound(collection, record)) continue
      const of = announce.owners(record)
      if (of === null) owners = null
      else if (owners) for (const owner of of) owners.add(owner)
      if (owners === null) break
    }
    if (owners !== null && owners.size === 0) return []
    const changedOwners = owners && [...owners]
    return announce.resources.map((resource) => ({ resource, owners: changedOwners }))
  }

  /** The collection's seed records: the same seeds, the same records, in every adapter. */
  seedRecords(collection: string): Entity[] {
    const seed = this.specs.get(collection)?.seed
    if (!seed) return []
    return seed.generate({ faker: this.fakerOf(collection), size: seed.size, fakerOf: (other) => this.fakerOf(other) })
  }

  private fakerOf(collection: string): Faker {
    const seed = this.specs.get(collection)?.seed
    if (!seed) throw new Error(`Database: "${collection}" has no seed`)
    return this.fakerFor([this.seed, seed.seed])
  }
}
