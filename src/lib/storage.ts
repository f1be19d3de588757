import { STORAGE_PREFIX } from '@/config/app'

/** The client-stored session keys of docs/product.md, "Stored state". */
export const SESSION_KEYS = ['userData', 'accessToken', 'userAbilityRules', 'userCoords', 'payData'] as const
export type SessionKey = (typeof SESSION_KEYS)[number]

export const storageKey = (key: string): string => `${STORAGE_PREFIX}${key}`

/** The subset of the Web Storage API the app uses; tests pass an in-memory one. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/**
 * Reads a JSON value. A corrupt value is removed and reported as absent: a tampered or
 * half-written entry must never crash start-up.
 */
export function readJson<T>(store: KeyValueStore, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = safeGet(store, storageKey(key))
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (isValid(value)) return value
  } catch {
    // fall through: corrupt JSON is treated like an invalid value
  }
  safeRemove(store, storageKey(key))
  return null
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.setItem(storageKey(key), JSON.stringify(value))
}

export function removeKeys(store: KeyValueStore, keys: readonly string[]): void {
  for (const key of keys) safeRemove(store, storageKey(key))
}

function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key)
  } catch {
    return null
  }
}

function safeRemove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key)
  } catch {
    // storage disabled: nothing to clear
  }
}

/** The browser's localStorage, or an in-memory store where it is unavailable (private mode, tests). */
export function browserStore(): KeyValueStore {
  try {
    const probe = storageKey('probe')
    window.localStorage.setItem(probe, '1')
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return createMemoryStore()
  }
}
