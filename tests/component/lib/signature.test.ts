import { describe, expect, it } from 'vitest'
import { signWebhookBody, verifyWebhookSignature } from '@/domain/instagram/signature'

/**
 * In the browser the webhook simulator signs with Web Crypto (Node signs with its own HMAC): the
 * same bytes give Meta's signature, worked out beforehand with Node's crypto.createHmac.
 */
const SECRET = 'mock-instagram-app-secret-5f2c9d'
const BODY = '{"object":"instagram","entry":[{"id":"1","text":"é ✓"}]}'
const SIGNATURE = 'sha256=874e6ecbeece44d920346868b8840e51f63b842e350e9bc4b2488f0b7c53471d'

describe('webhook signatures in the browser', () => {
  it('signs the raw bytes as Meta does, and verifies them', async () => {
    expect(await signWebhookBody(SECRET, BODY)).toBe(SIGNATURE)
    expect(await verifyWebhookSignature(SECRET, BODY, SIGNATURE)).toEqual({ valid: true })
    expect(await verifyWebhookSignature(SECRET, `${BODY} `, SIGNATURE)).toEqual({ valid: false, reason: 'mismatch' })
  })
})
