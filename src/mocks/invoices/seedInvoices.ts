import type { Faker } from '@faker-js/faker'
import {
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  balanceOf,
  invoiceTotals,
  mulDivRound,
  type InvoiceClient,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceTotals,
  type PaymentTerms,
} from '@/domain/invoices'
import type { CollectionSpec } from '@/server/storage/database'

/**
 * The invoices app's data (docs/product.md, "Invoices"): a template of about 50 invoices (owner '',
 * dated as if today were `INVOICE_TEMPLATE_TODAY`) that no endpoint serves; a workspace's first
 * call copies it in (`workspaceInvoices.ts`). Totals are stored as the domain module computes them.
 */
export const INVOICE_TEMPLATE_OWNER = ''
export const INVOICE_TEMPLATE_TODAY = '2026-01-01'
export const FIRST_INVOICE_NUMBER = 5001

export interface StoredInvoice extends InvoiceTotals {
  /** `<owner>:<number>`: the number is unique in a workspace, the id in the database. */
  id: string
  ownerUid: string
  number: number
  issuedDate: string
  dueDate: string
  client: InvoiceClient
  salesperson: string
  note: string
  paymentTerms: PaymentTerms
  items: InvoiceLine[]
  payments: InvoicePayment[]
  balance: number
  sent: boolean
  downloaded: boolean
  /** Deleted invoices stay until restored or forgotten, so Undo brings back all of it. */
  deleted: boolean
}

/** One record per workspace whose invoices were copied in. */
export interface InvoiceWorkspace {
  id: string
}

const DAY_MS = 86_400_000
const TODAY_MS = Date.parse(`${INVOICE_TEMPLATE_TODAY}T00:00:00Z`)
const daysFrom = (day: number) => new Date(TODAY_MS + day * DAY_MS).toISOString().slice(0, 10)

const SERVICES = [
  { item: 'Website redesign', description: 'Responsive layouts for the marketing site', cost: [120_000, 480_000] },
  { item: 'Brand identity', description: 'Logo, palette and type guidelines', cost: [80_000, 260_000] },
  { item: 'Instagram campaign', description: 'Four weeks of posts and stories', cost: [45_000, 150_000] },
  { item: 'Copywriting', description: 'Product pages, per page', cost: [6_000, 18_000] },
  { item: 'Consulting', description: 'Strategy sessions, per hour', cost: [9_000, 20_000] },
  { item: 'App maintenance', description: 'Monthly updates and monitoring', cost: [30_000, 90_000] },
  { item: 'Photography', description: 'Product shoot, per day', cost: [50_000, 140_000] },
  { item: 'SEO audit', description: 'Technical audit with a prioritised plan', cost: [40_000, 110_000] },
] as const

const SALESPEOPLE = ['Tommy Shelby', 'Ana Ribeiro', 'Karim Haddad', 'Léa Martin'] as const

function clientOf(faker: Faker): InvoiceClient {
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  const company = faker.company.name()
  return {
    name: `${firstName} ${lastName}`,
    company,
    email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
    address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
    country: faker.location.country(),
    contact: faker.phone.number({ style: 'international' }),
  }
}

function linesOf(faker: Faker): InvoiceLine[] {
  return faker.helpers.arrayElements(SERVICES, { min: 1, max: 3 }).map((service) => ({
    item: service.item,
    description: service.description,
    cost: faker.number.int({ min: service.cost[0] / 100, max: service.cost[1] / 100 }) * 100,
    quantity: faker.number.int({ min: 1, max: 4 }),
    discountRate: faker.helpers.arrayElement([0, 0, 0, 500, 1000]),
    taxRate: faker.helpers.arrayElement([0, 800, 2000]),
  }))
}

export const invoiceWorkspacesCollection: CollectionSpec<InvoiceWorkspace> = { name: 'invoiceWorkspaces' }

export const invoicesCollection: CollectionSpec<StoredInvoice> = {
  name: 'invoices',
  isValid: (invoice) =>
    typeof invoice.ownerUid === 'string' &&
    Number.isInteger(invoice.number) &&
    Number.isInteger(invoice.total) &&
    Array.isArray(invoice.items) &&
    Array.isArray(invoice.payments),
  announce: { resources: ['invoices'], owners: (invoice) => (invoice.ownerUid ? [invoice.ownerUid] : []) },
  seed: {
    seed: 51,
    size: 50,
    generate: ({ faker, size }) => {
      // About 30 clients: some have several invoices, as real ones do.
      const clients = Array.from({ length: 30 }, () => clientOf(faker))
      return Array.from({ length: size }, (_, index): StoredInvoice => {
        const issued = -faker.number.int({ min: 0, max: 150 })
        const terms = faker.helpers.arrayElement(PAYMENT_TERMS)
        const days = { 'on-receipt': 0, 'net-15': 15, 'net-30': 30, 'net-60': 60 }[terms]
        const items = linesOf(faker)
        const totals = invoiceTotals(items)
        const sent = faker.datatype.boolean({ probability: 0.75 })
        const downloaded = !sent && faker.datatype.boolean({ probability: 0.5 })
        const paying = sent ? faker.helpers.arrayElement(['none', 'part', 'full', 'full'] as const) : 'none'
        const paid = paying === 'full' ? totals.total : paying === 'part' ? mulDivRound(totals.total, 4, 10) : 0
        const payments: InvoicePayment[] =
          paid > 0
            ? [
                {
                  id: `payment-${index + 1}`,
                  amount: paid,
                  date: daysFrom(Math.min(0, issued + faker.number.int({ min: 1, max: 20 }))),
                  method: faker.helpers.arrayElement(PAYMENT_METHODS),
                  note: '',
                },
              ]
            : []
        return {
          id: `template:${FIRST_INVOICE_NUMBER + index}`,
          ownerUid: INVOICE_TEMPLATE_OWNER,
          number: FIRST_INVOICE_NUMBER + index,
          issuedDate: daysFrom(issued),
          dueDate: daysFrom(issued + days),
          client: faker.helpers.arrayElement(clients),
          salesperson: faker.helpers.arrayElement(SALESPEOPLE),
          note: faker.helpers.arrayElement(['', 'Thank you for your business.', 'Please quote the invoice number.']),
          paymentTerms: terms,
          items,
          payments,
          ...totals,
          balance: balanceOf(totals.total, payments),
          sent,
          downloaded,
          deleted: false,
        }
      })
    },
  },
}
