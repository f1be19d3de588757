import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListPage } from '@/domain/list'
import {
  invoiceTotals,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
  type InvoiceSummary,
} from '@/domain/invoices'
import { API, idToken, mockHarness } from '../automations/mockHarness'

/**
 * The invoices endpoints (docs/architecture.md, "The mock backend"): token and rules on each, each
 * workspace its own invoices, totals computed by the backend, payments that move balance and status.
 */
const ADMIN = 'invoice-admin'
const OTHER_ADMIN = 'invoice-admin-2'
const CLIENT = 'invoice-client'

describe('the invoices in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(ADMIN, 'admin@conversa.test')
    await mock.signIn(OTHER_ADMIN, 'admin@conversa.test')
  })

  it('answers 401 without a token and 403 to a role without invoices', async () => {
    expect((await fetch(`${API}/invoices`)).status).toBe(401)
    expect((await call(CLIENT, 'GET', '/invoices')).status).toBe(403)
    expect((await fetch(`${API}/invoices/5001`, { headers: { token: idToken('nobody') } })).status).toBe(403)
  })

  it('seeds 50 invoices per workspace whose stored totals agree with the arithmetic', async () => {
    const list = await call<ListPage<InvoiceSummary>>(ADMIN, 'GET', '/invoices?itemsPerPage=-1')
    expect(list.json.total).toBe(50)
    expect(list.text).not.toContain('ownerUid')
    const one = await call<Invoice>(ADMIN, 'GET', `/invoices/${list.json.items[0]!.id}`)
    expect(one.json.total).toBe(invoiceTotals(one.json.items).total)
    const paid = await call<ListPage<InvoiceSummary>>(ADMIN, 'GET', '/invoices?status=paid&itemsPerPage=-1')
    expect(paid.json.items.every((invoice) => invoice.balance === 0)).toBe(true)
    expect((await call(ADMIN, 'GET', '/invoices?status=lost')).status).toBe(400)
  })

  it('creates with totals it computes, refuses a taken number, takes payments up to the balance', async () => {
    const { json: clients } = await call<{ clients: InvoiceClient[] }>(ADMIN, 'GET', '/invoices/clients')
    const input: InvoiceInput = {
      number: 9001,
      issuedDate: '2026-11-01',
      dueDate: '2026-11-30',
      clientEmail: clients.clients[0]!.email,
      salesperson: 'Ana Ribeiro',
      note: '',
      paymentTerms: 'net-30',
      items: [
        { item: 'Design', description: '', cost: 1999, quantity: 3, discountRate: 1000, taxRate: 2000 },
        { item: 'Copy', description: '', cost: 12_345, quantity: 1, discountRate: 0, taxRate: 850 },
      ],
    }
    const created = await call<Invoice>(ADMIN, 'POST', '/invoices', { ...input, total: 1 })
    expect(created.status).toBe(201)
    expect(created.json.total).toBe(invoiceTotals(input.items).total)
    expect(created.json.status).toBe('draft')
    const again = await call(ADMIN, 'POST', '/invoices', input)
    expect(again.status).toBe(422)
    expect(again.json).toMatchObject({ error: { fields: { number: 'taken' } } })
    // Another workspace never sees it.
    expect((await call(OTHER_ADMIN, 'GET', '/invoices/9001')).status).toBe(404)

    const total = created.json.total
    const over = await call(ADMIN, 'POST', '/invoices/9001/payments', {
      amount: total + 1,
      date: '2026-11-02',
      method: 'card',
      note: '',
    })
    expect(over.status).toBe(422)
    const part = await call<Invoice>(ADMIN, 'POST', '/invoices/9001/payments', {
      amount: 1000,
      date: '2026-11-02',
      method: 'card',
      note: '',
    })
    expect(part.json).toMatchObject({ balance: total - 1000, status: 'partial' })
    const rest = await call<Invoice>(ADMIN, 'POST', '/invoices/9001/payments', {
      amount: total - 1000,
      date: '2026-11-03',
      method: 'cash',
      note: '',
    })
    expect(rest.json).toMatchObject({ balance: 0, status: 'paid' })
  })

  it('deletes, restores and duplicates', async () => {
    expect((await call(ADMIN, 'DELETE', '/invoices/5001')).status).toBe(204)
    expect((await call(ADMIN, 'GET', '/invoices/5001')).status).toBe(404)
    expect((await call<ListPage<InvoiceSummary>>(ADMIN, 'GET', '/invoices')).json.total).toBe(49)
    expect((await call(ADMIN, 'POST', '/invoices/5001/restore')).status).toBe(200)
    const copy = await call<Invoice>(ADMIN, 'POST', '/invoices/5001/duplicate')
    expect(copy.json).toMatchObject({ number: 5051, status: 'draft', payments: [] })
  })
})
