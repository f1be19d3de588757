/**
 * An invoice's status is derived, never stored (docs/product.md, "Invoices"): from its balance, its
 * payments, its due date and whether it was sent or downloaded, as of a given day.
 */
export const INVOICE_STATUSES = ['paid', 'partial', 'past-due', 'sent', 'downloaded', 'draft'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export interface StatusFacts {
  total: number
  balance: number
  paymentCount: number
  dueDate: string
  sent: boolean
  downloaded: boolean
}

/** Paid, then partly paid, then past due, then sent, downloaded, draft: the first that holds. */
export function invoiceStatus(facts: StatusFacts, today: string): InvoiceStatus {
  if (facts.paymentCount > 0 && facts.balance === 0) return 'paid'
  if (facts.paymentCount > 0) return 'partial'
  if (facts.balance > 0 && facts.dueDate < today && (facts.sent || facts.downloaded)) return 'past-due'
  if (facts.sent) return 'sent'
  if (facts.downloaded) return 'downloaded'
  return 'draft'
}
