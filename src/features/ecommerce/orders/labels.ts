import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { OrderStatus } from '@/domain/shop/model'
import type { ActivityStep } from '@/domain/shop/orders'

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

export const ACTIVITY_LABELS: Record<ActivityStep, { title: MessageDescriptor; description: MessageDescriptor }> = {
  placed: { title: msg`Order placed`, description: msg`The customer placed the order in the online shop.` },
  paid: { title: msg`Payment received`, description: msg`The payment was confirmed.` },
  dispatched: { title: msg`Dispatched`, description: msg`Packed at the roastery and handed to our delivery team.` },
  'out-for-delivery': {
    title: msg`Out for delivery`,
    description: msg`On one of our vans, on its way to the customer.`,
  },
  delivered: { title: msg`Delivered`, description: msg`Handed to the customer.` },
  cancelled: { title: msg`Cancelled`, description: msg`The order was called off.` },
}

/** What the move buttons say, and the toast after each. */
export const MOVE_LABELS: Record<'shipped' | 'delivered' | 'cancelled', MessageDescriptor> = {
  shipped: msg`Mark as shipped`,
  delivered: msg`Mark as delivered`,
  cancelled: msg`Cancel order`,
}
