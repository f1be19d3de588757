import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { constantTimeEqual, signWebhookBody, verifyWebhookSignature } from '@/domain/instagram/signature'
import { commentBody } from './fixtures'

const SECRET = 'app-secret-for-tests'
const raw = JSON.stringify(commentBody)

describe('X-Hub-Signature-256', () => {
  it('matches an HMAC-SHA256 computed independently with node:crypto', async () => {
    const expected = `sha256=${createHmac('sha256', SECRET).update(raw, 'utf8').digest('hex')}`
    expect(await signWebhookBody(SECRET, raw)).toBe(expected)
  })

  it('accepts the signature of the exact raw body, in either hex case', async () => {
    const header = await signWebhookBody(SECRET, raw)
    expect(await verifyWebhookSignature(SECRET, raw, header)).toEqual({ valid: true })
    expect(await verifyWebhookSignature(SECRET, raw, `sha256=${header.slice(7).toUpperCase()}`)).toEqual({
      valid: true,
    })
  })

  it('rejects a missing header', async () => {
    expect(await verifyWebhookSignature(SECRET, raw, null)).toEqual({ valid: false, reason: 'missing' })
    expect(await verifyWebhookSignature(SECRET, raw, '  ')).toEqual({ valid: false, reason: 'missing' })
  })

  it('rejects a header that is not sha256=<64 hex>', async () => {
    const header = await signWebhookBody(SECRET, raw)
    expect(await verifyWebhookSignature(SECRET, raw, `sha1=${header.slice(7)}`)).toEqual({
      valid: false,
      reason: 'malformed',
    })
    expect(await verifyWebhookSignature(SECRET, raw, header.slice(0, -2))).toEqual({
      valid: false,
      reason: 'malformed',
    })
  })

  it('rejects the wrong secret, and a body re-serialised with different whitespace', async () => {
    const forged = await signWebhookBody('not-the-secret', raw)
    expect(await verifyWebhookSignature(SECRET, raw, forged)).toEqual({ valid: false, reason: 'mismatch' })
    const header = await signWebhookBody(SECRET, raw)
    expect(await verifyWebhookSignature(SECRET, JSON.stringify(commentBody, null, 2), header)).toEqual({
      valid: false,
      reason: 'mismatch',
    })
  })

  it('rejects any single changed byte of the body (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), fc.nat(), async (body, position) => {
        const header = await signWebhookBody(SECRET, body)
        const index = position % body.length
        const tampered =
          body.slice(0, index) + String.fromCharCode((body.charCodeAt(index) + 1) % 0xffff || 1) + body.slice(index + 1)
        expect((await verifyWebhookSignature(SECRET, body, header)).valid).toBe(true)
        expect((await verifyWebhookSignature(SECRET, tampered, header)).valid).toBe(false)
      }),
      { numRuns: 100 },
    )
  })

  it('compares without depending on where the strings differ', () => {
    expect(constantTimeEqual('abcd', 'abcd')).toBe(true)
    expect(constantTimeEqual('abcd', 'abce')).toBe(false)
    expect(constantTimeEqual('abcd', 'abc')).toBe(false)
    expect(constantTimeEqual('', '')).toBe(true)
  })
})
