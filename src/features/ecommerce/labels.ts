import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { PaymentMethod, PaymentStatus, TrafficSource } from '@/domain/shop/model'

export const PAYMENT_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  pending: msg`Pending`,
  refunded: msg`Refunded`,
  failed: msg`Failed`,
}
export const PAYMENT_TONES: Record<PaymentStatus, StatusTone> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'neutral',
  failed: 'danger',
}
export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Card`,
  paypal: msg`PayPal`,
  'bank-transfer': msg`Bank transfer`,
  wallet: msg`Mobile wallet`,
}
export const SOURCE_LABELS: Record<TrafficSource, MessageDescriptor> = {
  direct: msg`Direct`,
  search: msg`Search engines`,
  social: msg`Social networks`,
  email: msg`E-mail`,
  referral: msg`Other websites`,
}
