import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FrontOrderReceipt } from '@/domain/pages/frontOrders'
import { API, mockHarness } from '../automations/mockHarness'

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

const payment = {
  plan: 'business',
  period: 'annual',
  email: 'Ana@Example.com',
  fullName: 'Ana Lima',
  country: 'BR',
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Ana Lima',
  expiry: '08/39',
  cvc: '123',
}

const checkout = {
  cart: { plan: 'pro', extraAccounts: 2, onboarding: false },
  address: { fullName: 'Ana Lima', street: '1 Rua Augusta', city: 'São Paulo', postalCode: '01305-000', country: 'BR' },
  payment: { method: 'transfer', cardName: '', cardNumber: '' },
  confirmation: { acceptTerms: true },
}

/** The public site's orders (`POST /api/front/payments`, `/api/front/checkout`): no sign-in. */
describe('front-site orders in the mock backend', () => {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(() => mock.reset())

  it('charge a year of Business for ten months, keep no card number, and number each order', async () => {
    const paid = await post('/front/payments', payment)
    expect(paid.status).toBe(201)
    const receipt = paid.json as FrontOrderReceipt
    expect(receipt).toMatchObject({ reference: 'CV-00001', amount: 490, card: { brand: 'visa', last4: '4242' } })
    const stored = await mock.backend.db.collection('frontOrders').all()
    expect(JSON.stringify(stored)).not.toContain('4242 4242')
    expect(JSON.stringify(stored)).not.toContain('"123"')
    const second = await post('/front/checkout', { data: checkout })
    expect(second.status).toBe(201)
    expect(second.json).toMatchObject({ kind: 'checkout', reference: 'CV-00002' })
  })

  it('refuse what the forms refuse, naming each field or step', async () => {
    const wrong = await post('/front/payments', {
      ...payment,
      plan: 'starter',
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
    })
    expect(wrong.status).toBe(422)
    expect(wrong.json.error.fields).toEqual({ plan: 'invalid', cardNumber: 'card-number', expiry: 'card-expired' })
    const unfinished = await post('/front/checkout', { data: { ...checkout, confirmation: { acceptTerms: false } } })
    expect(unfinished.status).toBe(422)
    expect(unfinished.json.error.fields).toEqual({ confirmation: 'invalid' })
    expect((await post('/front/checkout', 'nope')).status).toBe(400)
    expect(await mock.backend.db.collection('frontOrders').all()).toEqual([])
  })
})
