import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clearStoredSession,
  peekStoredSession,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from '@/runtime/session/sessionStore'
import { createMemoryStore, SESSION_KEYS, storageKey, type KeyValueStore } from '@/lib/storage'

const SESSION: StoredSession = {
  userData: { id: 'u1', email: 'ana@conversa.test', fullName: 'Ana', username: 'ana', avatar: '', role: 'client' },
  accessToken: 'id-token',
  abilityRules: [{ action: 'read', subject: 'Dashboard' }],
}

function storeWith(session: StoredSession, extra: Record<string, string> = {}): KeyValueStore {
  const store = createMemoryStore()
  writeStoredSession(store, session)
  for (const [key, value] of Object.entries(extra)) store.setItem(storageKey(key), value)
  return store
}

const remainingKeys = (store: KeyValueStore) => SESSION_KEYS.filter((key) => store.getItem(storageKey(key)) !== null)

describe('the stored session', () => {
  it('round-trips under keys prefixed with the app title', () => {
    const store = storeWith(SESSION)
    expect(store.getItem('conversa-userData')).not.toBeNull()
    expect(readStoredSession(store)).toEqual(SESSION)
  })

  it.each(SESSION_KEYS)('a corrupt %s starts logged out with every key cleared', (key) => {
    const store = storeWith(SESSION, { userCoords: '[1,2]', payData: '{}', [key]: '{"half' })
    expect(readStoredSession(store)).toBeNull()
    expect(remainingKeys(store)).toEqual([])
  })

  it('userData without an accessToken is not logged in, and is cleared', () => {
    const store = storeWith(SESSION)
    store.removeItem(storageKey('accessToken'))
    expect(readStoredSession(store)).toBeNull()
    expect(remainingKeys(store)).toEqual([])
  })

  it('a rule list that would grant an unknown action is refused', () => {
    const store = storeWith(SESSION, { userAbilityRules: JSON.stringify([{ action: 'sudo', subject: 'all' }]) })
    expect(readStoredSession(store)).toBeNull()
  })

  it('a userData with a boolean role still counts (the root redirect only asks whether it exists)', () => {
    const store = storeWith({ ...SESSION, userData: { ...SESSION.userData, role: false } })
    expect(readStoredSession(store)?.userData.role).toBe(false)
  })

  it('never throws, whatever the stored strings are (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SESSION_KEYS), fc.oneof(fc.string(), fc.json())), (entries) => {
        const store = createMemoryStore()
        for (const [key, value] of Object.entries(entries)) store.setItem(storageKey(key), value)
        const session = readStoredSession(store)
        if (session === null) expect(remainingKeys(store)).toEqual([])
        else expect(session.accessToken.length).toBeGreaterThan(0)
      }),
    )
  })

  it('clearing removes all five keys', () => {
    const store = storeWith(SESSION, { userCoords: '[1,2]', payData: '{}' })
    clearStoredSession(store)
    expect(remainingKeys(store)).toEqual([])
  })

  it('peeks at another tab’s writes without repairing them: whole, empty, or under way', () => {
    const store = storeWith(SESSION)
    expect(peekStoredSession(store)).toEqual({ kind: 'session', session: SESSION })
    store.removeItem(storageKey('userData'))
    expect(peekStoredSession(store)).toEqual({ kind: 'partial' })
    // Nothing was cleared: the other tab is still writing (or removing).
    expect(store.getItem(storageKey('accessToken'))).not.toBeNull()
    store.removeItem(storageKey('accessToken'))
    expect(peekStoredSession(store)).toEqual({ kind: 'empty' })
    // A session written without its rules yet is not a session yet.
    const writing = createMemoryStore()
    writing.setItem(storageKey('userData'), JSON.stringify(SESSION.userData))
    writing.setItem(storageKey('accessToken'), JSON.stringify(SESSION.accessToken))
    expect(peekStoredSession(writing)).toEqual({ kind: 'partial' })
  })
})
