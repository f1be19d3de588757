import { MAX_COST, MAX_QUANTITY, BASIS_POINTS, type InvoiceTotals, type LineAmounts } from './arithmetic'
import type { InvoiceStatus } from './status'

/** Every amount of the invoices app is in this currency, in cents. */
export const INVOICE_CURRENCY = 'USD'

export const PAYMENT_TERMS = ['on-receipt', 'net-15', 'net-30', 'net-60'] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]

export const PAYMENT_METHODS = ['bank-transfer', 'card', 'cash', 'paypal'] as const
export type InvoicePaymentMethod = (typeof PAYMENT_METHODS)[number]

export interface InvoiceClient {
  name: string
  company: string
  email: string
  address: string
  country: string
  contact: string
}

export interface InvoiceLine extends LineAmounts {
  item: string
  description: string
}

export interface InvoicePayment {
  id: string
  /** Cents. */
  amount: number
  date: string
  method: InvoicePaymentMethod
  note: string
}

/** What the add / edit form sends. Totals are never sent: the backend computes them. */
export interface InvoiceInput {
  number: number
  issuedDate: string
  dueDate: string
  clientEmail: string
  salesperson: string
  note: string
  paymentTerms: PaymentTerms
  items: InvoiceLine[]
}

/** An invoice as the API answers it (id = its number, unique in the workspace). */
export interface Invoice extends InvoiceTotals {
  id: string
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
  status: InvoiceStatus
}

/** A row of the list. */
export type InvoiceSummary = Pick<
  Invoice,
  'id' | 'number' | 'issuedDate' | 'dueDate' | 'client' | 'total' | 'balance' | 'status'
>

export interface InvoiceStats {
  clients: number
  invoices: number
  /** Cents received. */
  paid: number
  /** Cents still owed. */
  unpaid: number
}

export interface PaymentInput {
  amount: number
  date: string
  method: InvoicePaymentMethod
  note: string
}

export interface SendInput {
  from: string
  to: string
  subject: string
  message: string
}

export const MAX_LINES = 50
export const MAX_TEXT = 500

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max
const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max

/**
 * The backend's check of a form's input: per field, a code the form turns into a message
 * (`required`, `invalid`, `too-long`). Empty when the input is sound.
 */
export function invoiceInputIssues(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (typeof input !== 'object' || input === null) return { form: 'invalid' }
  const value = input as Record<string, unknown>
  if (!isInt(value.number, 1, 99_999_999)) fields.number = 'invalid'
  if (!isDay(value.issuedDate)) fields.issuedDate = 'invalid'
  if (!isDay(value.dueDate)) fields.dueDate = 'invalid'
  else if (isDay(value.issuedDate) && value.dueDate < value.issuedDate) fields.dueDate = 'before-issue'
  if (typeof value.clientEmail !== 'string' || value.clientEmail === '') fields.clientEmail = 'required'
  if (!isText(value.salesperson, 100)) fields.salesperson = 'too-long'
  if (!isText(value.note)) fields.note = 'too-long'
  if (!PAYMENT_TERMS.includes(value.paymentTerms as PaymentTerms)) fields.paymentTerms = 'invalid'
  if (!Array.isArray(value.items) || value.items.length === 0) fields.items = 'required'
  else if (value.items.length > MAX_LINES) fields.items = 'too-long'
  else
    value.items.forEach((raw: unknown, index) => {
      const line = (raw ?? {}) as Record<string, unknown>
      if (typeof line.item !== 'string' || line.item.trim() === '') fields[`items.${index}.item`] = 'required'
      else if (!isText(line.item, 100)) fields[`items.${index}.item`] = 'too-long'
      if (!isText(line.description)) fields[`items.${index}.description`] = 'too-long'
      if (!isInt(line.cost, 0, MAX_COST)) fields[`items.${index}.cost`] = 'invalid'
      if (!isInt(line.quantity, 1, MAX_QUANTITY)) fields[`items.${index}.quantity`] = 'invalid'
      if (!isInt(line.discountRate, 0, BASIS_POINTS)) fields[`items.${index}.discountRate`] = 'invalid'
      if (!isInt(line.taxRate, 0, BASIS_POINTS)) fields[`items.${index}.taxRate`] = 'invalid'
    })
  return fields
}
