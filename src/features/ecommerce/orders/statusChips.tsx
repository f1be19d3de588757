import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '@/components/status-badge'
import type { OrderStatus, PaymentStatus } from '@/domain/shop/model'
import { PAYMENT_LABELS, PAYMENT_TONES } from '../labels'
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from './labels'

/** An order's payment status, as a badge of its tone. */
export function PaymentChip({ payment }: { payment: PaymentStatus }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={PAYMENT_TONES[payment]}>{i18n._(PAYMENT_LABELS[payment])}</StatusBadge>
}

/** An order's status, as a badge of its tone. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={ORDER_STATUS_TONES[status]}>{i18n._(ORDER_STATUS_LABELS[status])}</StatusBadge>
}
