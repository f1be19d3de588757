import { http, json } from '@/server/http/route'
import { cardBrand, lastFour } from '@/domain/dialogs/payments'
import { frontPaymentSchema, type FrontOrderReceipt } from '@/domain/pages/frontOrders'
import { PLANS, pricePerPayment, type BillingPeriod } from '@/domain/pages/pricing'
import { invalidSteps, type WizardSubmission } from '@/domain/wizards/schemas'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { wizardSubmissionSchema } from './pages'

interface StoredOrder {
  id: string
  reference: string
  source: 'payment' | 'checkout'
  createdAt: string
  email: string | null
  plan: string
  period: BillingPeriod
  amount: number
  card: FrontOrderReceipt['card']
}

/** A checkout's cart as the wizard's schema shaped it (already checked by `invalidSteps`). */
interface CheckoutData {
  cart: { plan: 'pro' | 'business'; extraAccounts: number }
  payment: { method: 'card' | 'transfer'; cardNumber: string }
}

/**
 * `POST /api/front/payments` and `POST /api/front/checkout`: the public site's orders, no sign-in
 * (nobody's workspace; like the contact form). Checked with the forms' own schemas; a reference
 * per order, numbered in one transaction so two tabs never share one.
 */
export function frontOrderHandlers(backend: MockBackend) {
  const store = async (order: Omit<StoredOrder, 'id' | 'reference' | 'createdAt'>) =>
    backend.db.transaction(async (db) => {
      const orders = db.collection<StoredOrder>('frontOrders')
      const count = (await orders.all()).length
      const stored: StoredOrder = {
        ...order,
        id: `order-${backend.now().toString(36)}-${count + 1}`,
        reference: `CV-${String(count + 1).padStart(5, '0')}`,
        createdAt: new Date(backend.now()).toISOString(),
      }
      return orders.insert(stored)
    })

  return [
    http.post(
      `${API}/front/payments`,
      endpoint(
        backend,
        { can: 'public', body: frontPaymentSchema(undefined, backend.now), refusedAs: 'front/invalid' },
        async ({ body: payment }) => {
          const plan = PLANS.find((candidate) => candidate.id === payment.plan)!
          const order = await store({
            source: 'payment',
            email: payment.email.toLowerCase(),
            plan: plan.id,
            period: payment.period,
            amount: pricePerPayment(plan, payment.period),
            card: { brand: cardBrand(payment.cardNumber), last4: lastFour(payment.cardNumber) },
          })
          const { reference, createdAt, amount, card } = order
          return json<FrontOrderReceipt>({ reference, createdAt, amount, card }, { status: 201 })
        },
      ),
    ),
    http.post(
      `${API}/front/checkout`,
      endpoint(backend, { can: 'public', body: wizardSubmissionSchema }, async ({ body }) => {
        const wrong = invalidSteps('checkout', body.data)
        if (wrong.length > 0)
          return apiError(
            422,
            'wizards/invalid',
            'Some steps need attention.',
            Object.fromEntries(wrong.map((step) => [step, 'invalid'])),
          )
        const data = body.data as CheckoutData
        const plan = PLANS.find((candidate) => candidate.id === data.cart.plan)!
        const order = await store({
          source: 'checkout',
          email: null,
          plan: plan.id,
          period: 'monthly',
          amount: pricePerPayment(plan, 'monthly'),
          card:
            data.payment.method === 'card'
              ? { brand: cardBrand(data.payment.cardNumber), last4: lastFour(data.payment.cardNumber) }
              : null,
        })
        const { id, reference, createdAt } = order
        return json<WizardSubmission>({ id, kind: 'checkout', reference, createdAt }, { status: 201 })
      }),
    ),
  ]
}
