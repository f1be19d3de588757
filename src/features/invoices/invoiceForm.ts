import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form'
import {
  MAX_COST,
  MAX_LINES,
  MAX_QUANTITY,
  PAYMENT_TERMS,
  hasAtMostCents,
  invoiceTotals,
  toBasisPoints,
  toMinorUnits,
  type Invoice,
  type InvoiceInput,
  type LineAmounts,
} from '@/domain/invoices'

const percent = z.number().min(0).max(100)
const lineSchema = z.object({
  item: z.string().trim().min(1).max(100),
  description: z.string().max(500),
  cost: z
    .number()
    .min(0)
    .max(MAX_COST / 100)
    .refine(hasAtMostCents, { error: formMessage(msg`Enter an amount in whole cents.`) }),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  discount: percent,
  tax: percent,
})

/** The add / edit form: amounts as people type them (12.50, 10 %); cents only on the way out. */
export const invoiceFormSchema = z
  .object({
    // Typed as text: an invoice number is a name, never written with thousands separators.
    number: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{0,7}$/, { error: formMessage(msg`Use up to eight digits.`) }),
    issuedDate: z.iso.date(),
    dueDate: z.iso.date(),
    clientEmail: z.string().min(1),
    salesperson: z.string().trim().max(100),
    note: z.string().max(500),
    paymentTerms: z.enum(PAYMENT_TERMS),
    items: z.array(lineSchema).min(1).max(MAX_LINES),
  })
  .refine((values) => values.dueDate >= values.issuedDate, {
    path: ['dueDate'],
    error: formMessage(msg`The due date cannot be before the issue date.`),
  })

export type InvoiceFormInput = z.input<typeof invoiceFormSchema>
export type InvoiceFormValues = z.output<typeof invoiceFormSchema>
export type FormLine = InvoiceFormValues['items'][number]

export const emptyLine = (): InvoiceFormInput['items'][number] => ({
  item: '',
  description: '',
  cost: undefined as unknown as number,
  quantity: 1,
  discount: 0,
  tax: 0,
})

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** A line as typed, in cents and basis points; what is not a number yet counts as zero. */
export function lineAmounts(line: Partial<FormLine>): LineAmounts {
  return {
    cost: Math.max(0, toMinorUnits(number(line.cost))),
    quantity: Math.max(0, Math.trunc(number(line.quantity))),
    discountRate: Math.min(10_000, Math.max(0, toBasisPoints(number(line.discount)))),
    taxRate: Math.min(10_000, Math.max(0, toBasisPoints(number(line.tax)))),
  }
}

/** The totals of the lines as typed so far: the same function the backend stores them with. */
export const liveTotals = (lines: readonly Partial<FormLine>[]) => invoiceTotals(lines.map(lineAmounts))

export function toInput(values: InvoiceFormValues): InvoiceInput {
  return {
    number: Number(values.number),
    issuedDate: values.issuedDate,
    dueDate: values.dueDate,
    clientEmail: values.clientEmail,
    salesperson: values.salesperson,
    note: values.note,
    paymentTerms: values.paymentTerms,
    items: values.items.map((line) => ({
      item: line.item,
      description: line.description,
      ...lineAmounts(line),
    })),
  }
}

export function fromInvoice(invoice: Invoice): InvoiceFormInput {
  return {
    number: String(invoice.number),
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    clientEmail: invoice.client.email,
    salesperson: invoice.salesperson,
    note: invoice.note,
    paymentTerms: invoice.paymentTerms,
    items: invoice.items.map((line) => ({
      item: line.item,
      description: line.description,
      cost: line.cost / 100,
      quantity: line.quantity,
      discount: line.discountRate / 100,
      tax: line.taxRate / 100,
    })),
  }
}
