import { describe, expect, it } from 'vitest'
import { verifyIdToken } from '@/mocks/auth/verifyIdToken'

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
