import { describe, expect, it } from 'vitest'
import { createMemoryStore, readJson, removeKeys, storageKey, writeJson } from '@/lib/storage'

const isRole = (value: unknown): value is { role: string } =>
  typeof value === 'object' && value !== null && typeof (value as { role?: unknown }).role === 'string'

describe('stored JSON values', () => {
  it('prefixes every key with the app title', () => {
    expect(storageKey('userData')).toBe('conversa-userData')
  })

  it('round-trips a value', () => {
    const store = createMemoryStore()
    writeJson(store, 'userData', { role: 'admin' })
    expect(readJson(store, 'userData', isRole)).toEqual({ role: 'admin' })
  })

  it('treats corrupt JSON as absent and removes it', () => {
    const store = createMemoryStore({ 'conversa-userData': '{"role": ' })
    expect(readJson(store, 'userData', isRole)).toBeNull()
    expect(store.getItem('conversa-userData')).toBeNull()
  })

  it('treats a value of the wrong shape as absent', () => {
    const store = createMemoryStore({ 'conversa-userData': '[1,2,3]' })
    expect(readJson(store, 'userData', isRole)).toBeNull()
  })

  it('survives a store that throws (storage disabled)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readJson(throwing, 'userData', isRole)).toBeNull()
    expect(() => removeKeys(throwing, ['userData'])).not.toThrow()
  })
})
