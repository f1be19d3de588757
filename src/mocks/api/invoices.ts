import { http, json } from '@/server/http/route'
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
  type InvoicePaymentMethod,
  type InvoiceStats,
  type InvoiceSummary,
} from '@/domain/invoices'
import type { Action } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { API, apiError, authenticated } from '../http'
import { invalidListQuery, parseListQuery, queryList, type ListSpec } from '../listQuery'
import type { StoredInvoice } from '../invoices/seedInvoices'
import { invoiceIdOf, workspaceInvoices } from '../invoices/workspaceInvoices'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'
import { forbidden } from '../http'

const BASE = `${API}/invoices`
type Id = { id: string }

const fieldsError = (fields: Record<string, string>) =>
  json({ error: { code: 'invoices/invalid', message: 'The invoice has errors.', fields } }, { status: 422 })
const notFound = () => apiError(404, 'invoices/not-found', 'There is no such invoice in your workspace.')

/**
 * The invoices app (docs/product.md, "Invoices"). Every endpoint checks the token and the caller's
 * CASL rules on `Invoice`, and answers with the caller's workspace only. Totals, balance and
 * status are computed here with the domain module (`src/domain/invoices`), never taken from the
 * client.
 */
export function invoiceHandlers(backend: MockBackend) {
  const today = () => new Date(backend.now()).toISOString().slice(0, 10)
  const mine = (user: VerifiedIdToken) => workspaceInvoices(backend.db, user.uid, today())
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
        today(),
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

  const guarded =
    (action: Action) =>
    <P>(handler: (args: { request: Request; params: P }, user: VerifiedIdToken) => Promise<Response>) =>
      authenticated(backend, async (args: { request: Request; params: P }, user) =>
        (await abilityOf(backend, user)).can(action, 'Invoice') ? handler(args, user) : forbidden(action, 'Invoice'),
      )

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

  const read = guarded('read')
  const create = guarded('create')
  const update = guarded('update')
  const remove = guarded('delete')

  return [
    http.get(
      BASE,
      read(async ({ request }, user) => {
        const parsed = parseListQuery(new URL(request.url), listSpec)
        if (!parsed.ok) return invalidListQuery(parsed.fields)
        const page = queryList(await live(user), parsed.query, listSpec)
        return json({ items: page.items.map(summaryOf), total: page.total })
      }),
    ),
    http.get(
      `${BASE}/stats`,
      read(async (_args, user) => {
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
      read(async (_args, user) => json({ clients: clientsOf(await mine(user)) })),
    ),
    http.get(
      `${BASE}/next-number`,
      read(async (_args, user) => json({ number: nextNumber(await mine(user)) })),
    ),
    http.get<Id>(
      `${BASE}/:id`,
      read<Id>(async ({ params }, user) => {
        const stored = await findMine(user, params.id)
        return stored && !stored.deleted ? json(publicOf(stored)) : notFound()
      }),
    ),
    http.post(
      BASE,
      create(async ({ request }, user) => {
        const checked = await fromInput(user, await request.json().catch(() => null))
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
      update<Id>(async ({ request, params }, user) => {
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        const body = (await request.json().catch(() => null)) as InvoiceInput | null
        // The number names the record: it is kept, whatever the body says.
        const checked = await fromInput(user, body && { ...body, number: stored.number }, stored.number)
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
      remove<Id>(async ({ params }, user) => {
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { deleted: true })
        return new Response(null, { status: 204 })
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/restore`,
      remove<Id>(async ({ params }, user) => {
        const stored = await findMine(user, params.id)
        if (!stored) return notFound()
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { deleted: false })
        return json(publicOf({ ...stored, deleted: false }))
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/duplicate`,
      create<Id>(async ({ params }, user) => {
        const created = await backend.db.transaction(async (tx) => {
          const stored = await findMine(user, params.id)
          if (!stored || stored.deleted) return undefined
          const number = nextNumber(
            await tx.collection<StoredInvoice>('invoices').filter((i) => i.ownerUid === user.uid),
          )
          const copy: StoredInvoice = {
            ...structuredClone(stored),
            id: invoiceIdOf(user.uid, number),
            number,
            issuedDate: today(),
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
      update<Id>(async ({ request, params }, user) => {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        const fields: Record<string, string> = {}
        const amount = body?.amount
        if (!Number.isInteger(amount) || (amount as number) <= 0) fields.amount = 'invalid'
        else if ((amount as number) > stored.balance) fields.amount = 'above-balance'
        if (typeof body?.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.date)) fields.date = 'invalid'
        if (!PAYMENT_METHODS.includes(body?.method as InvoicePaymentMethod)) fields.method = 'required'
        if (typeof body?.note !== 'string' || body.note.length > 500) fields.note = 'too-long'
        if (Object.keys(fields).length > 0) return fieldsError(fields)
        const payments = [
          ...stored.payments,
          {
            id: `payment-${crypto.randomUUID()}`,
            amount: amount as number,
            date: body!.date as string,
            method: body!.method as InvoicePaymentMethod,
            note: body!.note as string,
          },
        ]
        const next = { ...stored, payments, balance: balanceOf(stored.total, payments) }
        await backend.db.collection<StoredInvoice>('invoices').insert(next)
        return json(publicOf(next))
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/send`,
      update<Id>(async ({ request, params }, user) => {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        const fields: Record<string, string> = {}
        const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
        for (const name of ['from', 'to'] as const)
          if (typeof body?.[name] !== 'string' || !email.test(body[name])) fields[name] = 'invalid'
        if (typeof body?.subject !== 'string' || body.subject.trim() === '') fields.subject = 'required'
        if (typeof body?.message !== 'string' || body.message.length > 5000) fields.message = 'too-long'
        if (Object.keys(fields).length > 0) return fieldsError(fields)
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { sent: true })
        return json(publicOf({ ...stored, sent: true }))
      }),
    ),
    http.post<Id>(
      `${BASE}/:id/downloaded`,
      read<Id>(async ({ params }, user) => {
        const stored = await findMine(user, params.id)
        if (!stored || stored.deleted) return notFound()
        await backend.db.collection<StoredInvoice>('invoices').update(stored.id, { downloaded: true })
        return json(publicOf({ ...stored, downloaded: true }))
      }),
    ),
  ]
}
