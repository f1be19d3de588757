import { isAbilityRuleList } from '@/lib/abilityRules'
import { isUserData, type UserData } from '@/lib/userData'
import type { StoredSession } from '@/machines/authSession'
import {
  readJson,
  removeKeys,
  SESSION_KEYS,
  storageKey,
  writeJson,
  type KeyValueStore,
  type SessionKey,
} from '@/lib/storage'

export { isUserData, type StoredSession, type UserData }

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** A stored value that is not JSON at all (half-written, tampered). */
function isUnreadable(store: KeyValueStore, key: SessionKey): boolean {
  let raw: string | null
  try {
    raw = store.getItem(storageKey(key))
  } catch {
    return false
  }
  if (raw === null) return false
  try {
    JSON.parse(raw)
    return false
  } catch {
    return true
  }
}

/**
 * Reads the stored session. Logged in means userData and accessToken both exist (docs/product.md
 * ("Stored state")). When either is missing, or any session value is corrupt, every session key is
 * cleared: the app starts logged out and clean rather than half signed in.
 */
export function readStoredSession(store: KeyValueStore): StoredSession | null {
  const corrupt = SESSION_KEYS.some((key) => isUnreadable(store, key))
  const rulesStored = safeHas(store, 'userAbilityRules')
  const userData = readJson(store, 'userData', isUserData)
  const accessToken = readJson(store, 'accessToken', isNonEmptyString)
  const abilityRules = readJson(store, 'userAbilityRules', isAbilityRuleList)
  if (corrupt || !userData || !accessToken || (rulesStored && !abilityRules)) {
    clearStoredSession(store)
    return null
  }
  return { userData, accessToken, abilityRules: abilityRules ?? [] }
}

function safeHas(store: KeyValueStore, key: SessionKey): boolean {
  try {
    return store.getItem(storageKey(key)) !== null
  } catch {
    return false
  }
}

/** What another tab left in storage: a whole session, nothing at all, or a write still under way. */
export type StorageView = { kind: 'session'; session: StoredSession } | { kind: 'empty' } | { kind: 'partial' }

/**
 * Reads the stored session without repairing anything, for the cross-tab watcher: another tab
 * writes and removes the keys one by one, and this tab sees each step. Clearing a half-written
 * session here would erase the other tab's sign-in, so a partial view is reported as such (and
 * ignored); only a complete session or no session at all mean something.
 */
export function peekStoredSession(store: KeyValueStore): StorageView {
  const raw = (key: SessionKey) => {
    try {
      return store.getItem(storageKey(key))
    } catch {
      return null
    }
  }
  const parse = (key: SessionKey): unknown => {
    try {
      return JSON.parse(raw(key) ?? 'null')
    } catch {
      return undefined
    }
  }
  if (raw('userData') === null && raw('accessToken') === null) return { kind: 'empty' }
  const userData = parse('userData')
  const accessToken = parse('accessToken')
  const abilityRules = parse('userAbilityRules')
  if (isUserData(userData) && isNonEmptyString(accessToken) && isAbilityRuleList(abilityRules))
    return { kind: 'session', session: { userData, accessToken, abilityRules } }
  return { kind: 'partial' }
}

export function writeStoredSession(store: KeyValueStore, session: StoredSession): void {
  writeJson(store, 'userData', session.userData)
  writeJson(store, 'accessToken', session.accessToken)
  writeJson(store, 'userAbilityRules', session.abilityRules)
}

export function clearStoredSession(store: KeyValueStore): void {
  removeKeys(store, SESSION_KEYS)
}
