import { isAbilityRuleList, type AbilityRule } from '@/lib/ability'
import { isUserData, type UserData } from '@/lib/userData'
import {
  readJson,
  removeKeys,
  SESSION_KEYS,
  storageKey,
  writeJson,
  type KeyValueStore,
  type SessionKey,
} from '@/lib/storage'

export { isUserData, type UserData }

export interface StoredSession {
  userData: UserData
  accessToken: string
  abilityRules: AbilityRule[]
}

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

export function writeStoredSession(store: KeyValueStore, session: StoredSession): void {
  writeJson(store, 'userData', session.userData)
  writeJson(store, 'accessToken', session.accessToken)
  writeJson(store, 'userAbilityRules', session.abilityRules)
}

export function writeStoredToken(store: KeyValueStore, accessToken: string): void {
  writeJson(store, 'accessToken', accessToken)
}

export function clearStoredSession(store: KeyValueStore): void {
  removeKeys(store, SESSION_KEYS)
}
