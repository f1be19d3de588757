import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { OrderStatus, PaymentMethod, PaymentStatus, ProjectStatus } from '@/domain/shop/model'

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
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  processing: msg`Being prepared`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
}
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  processing: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'neutral',
}
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, MessageDescriptor> = {
  'on-track': msg`On track`,
  'at-risk': msg`At risk`,
  late: msg`Late`,
  done: msg`Done`,
}
