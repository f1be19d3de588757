import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cardBrand, cvcValid, expiryOver, luhnValid } from '@/domain/dialogs/payments'
import { dialogSchemas, keptOf, type DialogResults } from '@/domain/dialogs/schemas'
import { base32Decode, base32Encode, hotp, totp, totpMatches } from '@/domain/dialogs/totp'
import { mockHarness, T0 } from '../automations/mockHarness'

const VISA = '4242 4242 4242 4242'
const card = { cardNumber: VISA, cardName: 'Ana Lima', expiry: '08/29', cvc: '123' }

describe('card checks', () => {
  it('accepts numbers that pass the Luhn checksum and names their brand', () => {
    expect(luhnValid(VISA)).toBe(true)
    expect(luhnValid('4242 4242 4242 4241')).toBe(false)
    expect(luhnValid('5555-5555-5555-4444')).toBe(true)
    expect(luhnValid('4242')).toBe(false)
    expect(luhnValid('4242 4242 4242 424x')).toBe(false)
    expect([VISA, '5555555555554444', '378282246310005', '6011111111111117'].map(cardBrand)).toEqual([
      'visa',
      'mastercard',
      'amex',
      'other',
    ])
  })

  it('keeps a card good through the last day of its expiry month', () => {
    const lastDay = Date.UTC(2029, 7, 31, 23, 59)
    expect(expiryOver('08/29', lastDay)).toBe(false)
    expect(expiryOver('08/29', Date.UTC(2029, 8, 1))).toBe(true)
    expect(expiryOver('13/29', T0)).toBe(true)
    expect(expiryOver('0829', T0)).toBe(true)
  })

  it('asks four security digits of American Express, three of the others', () => {
    expect(cvcValid('123', VISA)).toBe(true)
    expect(cvcValid('1234', VISA)).toBe(false)
    expect(cvcValid('1234', '378282246310005')).toBe(true)
    expect(cvcValid('123', '378282246310005')).toBe(false)
  })
})

describe('one-time passwords', () => {
  it('match the test vectors of RFC 4226 and RFC 6238 (SHA-1)', async () => {
    const key = new TextEncoder().encode('12345678901234567890')
    expect(await Promise.all([0, 1, 9].map((counter) => hotp(key, counter)))).toEqual(['755224', '287082', '520489'])
    const secret = base32Encode(key)
    expect(await totp(secret, 59_000, 8)).toBe('94287082')
    expect(await totp(secret, 1_111_111_109_000, 8)).toBe('07081804')
    expect(await totp(secret, 20_000_000_000_000, 8)).toBe('65353130')
  })

  it('encode setup keys in base32 both ways and accept a code one step early or late', async () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 7, 9])
    expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes])
    expect(base32Decode('gezd gnbv')).toEqual(base32Decode('GEZDGNBV'))
    const secret = 'JBSWY3DPEHPK3PXP'
    const code = await totp(secret, T0)
    expect(await totpMatches(secret, code, T0 + 30_000)).toBe(true)
    expect(await totpMatches(secret, code, T0 + 90_000)).toBe(false)
    expect(await totpMatches(secret, 'abcdef', T0)).toBe(false)
  })
})

describe('the dialogs’ schemas', () => {
  const schemas = dialogSchemas(undefined, () => T0)
  const reasons = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

  it('name what is wrong with a card by its reason', () => {
    expect(schemas['add-card'].safeParse({ ...card, makeDefault: true }).success).toBe(true)
    const wrong = schemas['add-card'].safeParse({
      ...card,
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      makeDefault: true,
    })
    expect(reasons(wrong)).toMatchObject({ cardNumber: 'card-number', expiry: 'card-expired', cvc: 'card-cvc' })
    expect(reasons(schemas['add-card'].safeParse({ ...card, expiry: '2029-08', makeDefault: false }))).toEqual({
      expiry: 'card-expiry',
    })
  })

  it('keep a project with exactly one owner and each person once', () => {
    const share = schemas['share-project']
    const owner = { email: 'ana@conversa.test', access: 'owner' }
    expect(share.safeParse({ members: [owner, { email: 'bo@conversa.test', access: 'view' }] }).success).toBe(true)
    expect(reasons(share.safeParse({ members: [{ ...owner, access: 'edit' }] }))).toEqual({ members: 'one-owner' })
    expect(reasons(share.safeParse({ members: [owner, { email: 'ANA@conversa.test', access: 'view' }] }))).toEqual({
      'members.1.email': 'member-twice',
    })
  })

  it('keep no card number, and each friend invited once', () => {
    const kept = keptOf('add-card', { ...card, makeDefault: true }, undefined)
    expect(kept).toEqual({ brand: 'visa', last4: '4242', expiry: '08/29', cardName: 'Ana Lima', makeDefault: true })
    expect(JSON.stringify(kept)).not.toContain('4242 4242')
    const once = keptOf('refer-and-earn', { email: 'Bo@Conversa.test' }, { invited: ['bo@conversa.test', 'cy@x.io'] })
    expect(once.invited).toEqual(['cy@x.io', 'bo@conversa.test'])
  })
})

/** `GET /api/pages/dialogs` and `POST /api/pages/dialogs/:kind`, as the dialogs call them. */
describe('the dialogs in the mock backend', () => {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(() => mock.reset())

  it('keeps each person’s dialogs apart, and refuses what the schema refuses, by field', async () => {
    await mock.signIn('ana')
    await mock.signIn('bo')
    const refused = await mock.call<{ error: { fields: Record<string, string> } }>(
      'ana',
      'POST',
      '/pages/dialogs/create-app',
      {
        details: { name: '', category: 'crm' },
        framework: { framework: 'react' },
        database: { database: 'cobol' },
        billing: { ...card, cardNumber: '1234 5678 9012 3456' },
      },
    )
    expect(refused.status).toBe(422)
    expect(refused.json.error.fields).toEqual({
      'details.name': 'required',
      'database.database': 'invalid',
      'billing.cardNumber': 'card-number',
    })
    const saved = await mock.call('ana', 'POST', '/pages/dialogs/add-card', { ...card, makeDefault: true })
    expect(saved.status).toBe(201)
    const mine = await mock.call<DialogResults>('ana', 'GET', '/pages/dialogs')
    expect(mine.json.results['add-card']?.saved).toMatchObject({ brand: 'visa', last4: '4242' })
    expect(mine.text).not.toContain('4242 4242')
    const theirs = await mock.call<DialogResults>('bo', 'GET', '/pages/dialogs')
    expect(theirs.json.results).toEqual({})
    expect(theirs.json.referralCode).not.toBe(mine.json.referralCode)
    expect((await mock.call('ana', 'POST', '/pages/dialogs/nope', {})).status).toBe(404)
  })

  it('turns two-factor on only with the code the authenticator shows now', async () => {
    await mock.signIn('ana')
    const { json } = await mock.call<DialogResults & { authenticatorKey: string }>('ana', 'GET', '/pages/dialogs')
    const stale = await totp(json.authenticatorKey, mock.now() - 5 * 60_000)
    const refused = await mock.call<{ error: { fields: Record<string, string> } }>(
      'ana',
      'POST',
      '/pages/dialogs/two-factor',
      { method: 'app', code: stale },
    )
    expect(refused.status).toBe(422)
    expect(refused.json.error.fields).toEqual({ code: 'otp-wrong' })
    const code = await totp(json.authenticatorKey, mock.now())
    const accepted = await mock.call('ana', 'POST', '/pages/dialogs/two-factor', { method: 'app', code })
    expect(accepted.status).toBe(201)
    expect(accepted.json).toMatchObject({ saved: { method: 'app', phone: null } })
    // The key stays the same once made: the app the person set up keeps working.
    const again = await mock.call<{ authenticatorKey: string }>('ana', 'GET', '/pages/dialogs')
    expect(again.json.authenticatorKey).toBe(json.authenticatorKey)
  })
})
