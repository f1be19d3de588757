import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { InvoicePaymentMethod, InvoiceStatus, PaymentTerms } from '@/domain/invoices'

export const STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  partial: msg`Partial payment`,
  'past-due': msg`Past due`,
  sent: msg`Sent`,
  downloaded: msg`Downloaded`,
  draft: msg`Draft`,
}

export const STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  paid: 'success',
  partial: 'warning',
  'past-due': 'danger',
  sent: 'info',
  downloaded: 'neutral',
  draft: 'neutral',
}

export const TERMS_LABELS: Record<PaymentTerms, MessageDescriptor> = {
  'on-receipt': msg`Due on receipt`,
  'net-15': msg`Within 15 days`,
  'net-30': msg`Within 30 days`,
  'net-60': msg`Within 60 days`,
}

export const METHOD_LABELS: Record<InvoicePaymentMethod, MessageDescriptor> = {
  'bank-transfer': msg`Bank transfer`,
  card: msg`Card`,
  cash: msg`Cash`,
  paypal: msg`PayPal`,
}

/** The backend's refusal codes this app adds to the kit's common ones. */
export const SERVER_MESSAGES = {
  'before-issue': msg`The due date cannot be before the issue date.`,
  'above-balance': msg`A payment cannot be more than the balance.`,
  'below-paid': msg`The total cannot be less than what was already paid.`,
}
