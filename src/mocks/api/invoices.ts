import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  balanceOf,
  invoiceInputIssues,
  invoiceStatus,
  invoiceTotals,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
  type InvoiceStats,
  type InvoiceSummary,
} from '@/domain/invoices'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint, jsonObject } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import type { StoredInvoice } from '../invoices/seedInvoices'
import { invoiceIdOf, workspaceInvoices } from '../invoices/workspaceInvoices'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const BASE = `${API}/invoices`
type Id = { id: string }

const REFUSED = 'invoices/invalid'
const fieldsError = (fields: Record<string, string>) => apiError(422, REFUSED, 'The invoice has errors.', fields)
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const address = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)

/** A payment recorded on an invoice; whether it fits the balance is checked against the invoice. */
const paymentSchema = z.object({
  amount: z.number().int().positive(),
  date: day,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(500),
})

/** The e-mail that sends an invoice. */
const sendSchema = z.object({
  from: address,
  to: address,
  subject: z.string().trim().min(1),
  message: z.string().max(5000),
})
const notFound = () => apiError(404, 'invoices/not-found', 'There is no such invoice in your workspace.')

/**
 * The invoices app (docs/product.md, "Invoices"). Every endpoint checks the token and the caller's
 * CASL rules on `Invoice`, and answers with the caller's workspace only. Totals, balance and
 * status are computed here with the domain module (`src/domain/invoices`), never taken from the
 * client.
 */
export function invoiceHandlers(backend: MockBackend) {
  const mine = (user: VerifiedIdToken) => workspaceInvoices(backend.db, user.uid, todayOf(backend))
  const live = async (user: VerifiedIdToken) => (await mine(user)).filter((invoice) => !invoice.deleted)

  const publicOf = (stored: StoredInvoice): Invoice => {
    const { ownerUid: _owner, id: _id, sent, downloaded, deleted: _deleted, ...rest } = stored
    return {
      ...rest,
      id: String(stored.number),
      status: invoiceStatus(
        {
          total: stored.total,
          balance: stored.balance,
          paymentCount: stored.payments.length,
          dueDate: stored.dueDate,
          sent,
          downloaded,
        },
        todayOf(backend),
      ),
    }
  }
  const summaryOf = (stored: StoredInvoice): InvoiceSummary => {
    const { id, number, issuedDate, dueDate, client, total, balance, status } = publicOf(stored)
    return { id, number, issuedDate, dueDate, client, total, balance, status }
  }

  const listSpec: ListSpec<StoredInvoice> = {
    searchIn: (invoice) => [String(invoice.number), invoice.client.name, invoice.client.company, invoice.client.email],
    sortable: {
      number: (invoice) => invoice.number,
      client: (invoice) => invoice.client.name,
      total: (invoice) => invoice.total,
      issuedDate: (invoice) => invoice.issuedDate,
      dueDate: (invoice) => invoice.dueDate,
      balance: (invoice) => invoice.balance,
    },
    defaultSort: { sortBy: 'number', orderBy: 'desc' },
    filters: {
      status: { values: INVOICE_STATUSES, matches: (invoice, status) => publicOf(invoice).status === status },
    },
  }

  const clientsOf = (invoices: readonly StoredInvoice[]): InvoiceClient[] => {
    const byEmail = new Map<string, InvoiceClient>()
    for (const invoice of invoices)
      if (!byEmail.has(invoice.client.email)) byEmail.set(invoice.client.email, invoice.client)
    return [...byEmail.values()].sort((a, b) => a.name.localeCompare(b.name))
  }

  /** The caller's invoice `id` (its number), or undefined. */
  const findMine = async (user: VerifiedIdToken, id: string) => {
    await mine(user)
    const stored = await backend.db.collection<StoredInvoice>('invoices').get(invoiceIdOf(user.uid, Number(id)))
    return stored && stored.ownerUid === user.uid ? stored : undefined
  }

  /** Checks a form's input and builds the stored fields it sets; a refusal keeps nothing. */
  const fromInput = async (user: VerifiedIdToken, body: unknown, keepNumber?: number) => {
    const issues = invoiceInputIssues(body)
    if (Object.keys(issues).length > 0) return { ok: false as const, response: fieldsError(issues) }
    const input = body as InvoiceInput
    const all = await mine(user)
    const client = clientsOf(all).find((candidate) => candidate.email === input.clientEmail)
    if (!client) return { ok: false as const, response: fieldsError({ clientEmail: 'not-found' }) }
    if (input.number !== keepNumber && all.some((invoice) => invoice.number === input.number))
      return { ok: false as const, response: fieldsError({ number: 'taken' }) }
    const items = input.items.map(({ item, description, cost, quantity, discountRate, taxRate }) => ({
      item: item.trim(),
      description,
      cost,
      quantity,
      discountRate,
      taxRate,
    }))
    const { number, issuedDate, dueDate, salesperson, note, paymentTerms } = input
    return {
      ok: true as const,
      fields: { number, issuedDate, dueDate, client, salesperson, note, paymentTerms, items, ...invoiceTotals(items) },
    }
  }

  const nextNumber = (invoices: readonly StoredInvoice[]) =>
    invoices.reduce((max, invoice) => Math.max(max, invoice.number), 0) + 1

  return [
    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Invoice'], query: listSpec }, async ({ user, query }) => {
        const page = queryList(await live(user), query, listSpec)
        return json({ items: page.items.map(summaryOf), total: page.total })
      }),
    ),
    http.get(
      `${BASE}/stats`,
      endpoint(backend, { can: ['read', 'Invoice'] }, async ({ user }) => {
        const invoices = await live(user)
        const stats: InvoiceStats = {
          clients: clientsOf(invoices).length,
          invoices: invoices.length,
          paid: invoices.reduce((sum, invoice) => sum + (invoice.total - invoice.balance), 0),
          unpaid: invoices.reduce((sum, invoice) => sum + invoice.balance, 0),
        }
        return json(stats)
      }),
    ),
    http.get(
      `${BASE}/clients`,
      endpoint(backend, { can: ['read', 'Invoice'] }, async ({ user }) =>
        json({ clients: clientsOf(await mine(user)) }),
      ),
    ),
    http.get(
      `${BASE}/next-number`,
      endpoint(backend, { can: ['read', 'Invoice'] }, async ({ user }) =>
        json({ number: nextNumber(await mine(user)) }),
      ),
    ),
    http.get<Id>(
      `${BASE}/:id`,
      endpoint(backend, { can: ['read', 'Invoice'] }, async ({ params, user }) => {
        const stored = await findMine(user, params.id)
        return stored && !stored.deleted ? json(publicOf(stored)) : notFound()
      }),
    ),
    http.post(
      BASE,
      // The input's rules are the domain's (`invoiceInputIssues`), field by field.
      endpoint(backend, { can: ['create', 'Invoice'], body: jsonObject }, async ({ user, body }) => {
        const checked = await fromInput(user, body)
        if (!checked.ok) return checked.response
        const stored: StoredInvoice = {
          ...checked.fields,
          id: invoiceIdOf(user.uid, checked.fields.number),
          ownerUid: user.uid,
          payments: [],
          balance: checked.fields.total,
          sent: false,
          downloaded: false,
          deleted: false,
        }
        await backend.db.collection<StoredInvoice>('invoices').insert(stored)
        return json(publicOf(stored), { status: 201 })
      }),
    ),
    http.patch<Id>(
      `${BASE}/:id`,
      endpoint(backend, { can: ['update', 'Invoice'], body: jsonObject }, async ({ params, user, body }) => {
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        // The number names the record: it is kept, whatever the body says.
        const checked = await fromInput(user, { ...body, number: stored.number }, stored.number)
        if (!checked.ok) return checked.response
        const paid = stored.total - stored.balance
        if (checked.fields.total < paid) return fieldsError({ items: 'below-paid' })
        const next: StoredInvoice = {
          ...stored,
          ...checked.fields,
          balance: balanceOf(checked.fields.total, stored.payments),
        }
        await backend.db.collection<StoredInvoice>('invoices').insert(next)
        return json(publicOf(next))
      }),
    ),
    http.delete<Id>(
      `${BASE}/:id`,
      endpoint(backend, { can: ['delete', 'Invoice'] }, async ({ params, user }) => {
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { deleted: true })
        return new Response(null, { status: 204 })
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/restore`,
      endpoint(backend, { can: ['delete', 'Invoice'] }, async ({ params, user }) => {
        const stored = await findMine(user, params.id)
        if (!stored) return notFound()
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { deleted: false })
        return json(publicOf({ ...stored, deleted: false }))
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/duplicate`,
      endpoint(backend, { can: ['create', 'Invoice'] }, async ({ params, user }) => {
        const created = await backend.db.transaction(async (tx) => {
          const stored = await findMine(user, params.id)
          if (!stored || stored.deleted) return undefined
          const number = nextNumber(await tx.collection<StoredInvoice>('invoices').ownedBy(user.uid))
          const copy: StoredInvoice = {
            ...structuredClone(stored),
            id: invoiceIdOf(user.uid, number),
            number,
            issuedDate: todayOf(backend),
            payments: [],
            balance: stored.total,
            sent: false,
            downloaded: false,
          }
          await tx.collection<StoredInvoice>('invoices').insert(copy)
          return copy
        })
        return created ? json(publicOf(created), { status: 201 }) : notFound()
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/payments`,
      endpoint(
        backend,
        { can: ['update', 'Invoice'], body: paymentSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const stored = await findMine(user, params.id)
          if (!stored || stored.deleted) return notFound()
          if (body.amount > stored.balance) return fieldsError({ amount: 'above-balance' })
          const payments = [...stored.payments, { id: `payment-${crypto.randomUUID()}`, ...body }]
          const next = { ...stored, payments, balance: balanceOf(stored.total, payments) }
          await backend.db.collection<StoredInvoice>('invoices').insert(next)
          return json(publicOf(next))
        },
      ),
    ),
    http.post<Id>(
      `${BASE}/:id/send`,
      endpoint(
        backend,
        { can: ['update', 'Invoice'], body: sendSchema, refusedAs: REFUSED },
        async ({ params, user }) => {
          const stored = await findMine(user, params.id)
          if (!stored || stored.deleted) return notFound()
          await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { sent: true })
          return json(publicOf({ ...stored, sent: true }))
        },
      ),
    ),
    http.post<Id>(
      `${BASE}/:id/downloaded`,
      endpoint(backend, { can: ['read', 'Invoice'] }, async ({ params, user }) => {
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { downloaded: true })
        return json(publicOf({ ...stored, downloaded: true }))
      }),
    ),
  ]
}
