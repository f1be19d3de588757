import { describe, expect, it } from 'vitest'
import { verifyIdToken } from '@/mocks/auth/verifyIdToken'
import { MockDb } from '@/mocks/db'
import { seedDemoData, type Profile } from '@/mocks/seed'
import { createMemoryStore } from '@/lib/storage'

const NOW = Date.UTC(2026, 10, 22, 12)
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const emulatorToken = (claims: Record<string, unknown>) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
const validClaims = {
  iss: 'https://securetoken.google.com/demo-conversa',
  aud: 'demo-conversa',
  sub: 'uid-1',
  user_id: 'uid-1',
  email: 'a@b.test',
  iat: NOW / 1000 - 60,
  exp: NOW / 1000 + 3540,
  firebase: { sign_in_provider: 'password' },
}

describe('ID token verification', () => {
  it('accepts an emulator token for the project inside its lifetime', () => {
    const result = verifyIdToken(emulatorToken(validClaims), 'demo-conversa', NOW)
    expect(result).toEqual({
      ok: true,
      token: expect.objectContaining({ uid: 'uid-1', email: 'a@b.test', signInProvider: 'password' }),
    })
  })

  it.each([
    ['missing', null],
    ['malformed', 'abc.def'],
    ['malformed', emulatorToken({ ...validClaims, sub: '' })],
    ['wrong-project', emulatorToken({ ...validClaims, aud: 'other' })],
    ['wrong-project', emulatorToken({ ...validClaims, iss: 'https://evil.example/demo-conversa' })],
    ['expired', emulatorToken({ ...validClaims, exp: NOW / 1000 })],
    ['not-yet-valid', emulatorToken({ ...validClaims, iat: NOW / 1000 + 3600 })],
  ])('rejects as %s', (reason, token) => {
    expect(verifyIdToken(token, 'demo-conversa', NOW)).toEqual({ ok: false, reason })
  })
})

describe('the mock database', () => {
  it('persists across instances sharing a store, as across page reloads', () => {
    const store = createMemoryStore()
    new MockDb(store).collection<{ id: string; n: number }>('things').insert({ id: 'a', n: 1 })
    expect(new MockDb(store).collection('things').get('a')).toEqual({ id: 'a', n: 1 })
  })

  it('resets to the seeded state', () => {
    const store = createMemoryStore()
    const db = new MockDb(store, (fresh) => seedDemoData(fresh, 1))
    const profiles = db.collection<Profile>('profiles')
    const seeded = profiles.all()
    profiles.insert({ ...seeded[0]!, id: 'extra' })
    db.reset()
    expect(db.collection<Profile>('profiles').all()).toEqual(seeded)
  })

  it('empties a corrupt collection instead of failing', () => {
    const store = createMemoryStore({ 'conversa-mockdb:__seeded': '1', 'conversa-mockdb:things': '{oops' })
    expect(new MockDb(store).collection('things').all()).toEqual([])
  })

  it('seeds the same data for the same seed, different data for another', () => {
    const seeded = (seed: number) => {
      const db = new MockDb(createMemoryStore(), (fresh) => seedDemoData(fresh, seed))
      return db.collection<Profile>('profiles').all()
    }
    expect(seeded(7)).toEqual(seeded(7))
    expect(seeded(7)).not.toEqual(seeded(8))
    expect(seeded(7).map((profile) => profile.role)).toEqual(['admin', 'client'])
  })
})
