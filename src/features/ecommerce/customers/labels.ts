import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { CustomerStatus, LoyaltyTier, NotificationChannel, NotificationTopic } from '@/domain/shop/customers'

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  suspended: msg`Suspended`,
}
export const CUSTOMER_STATUS_TONES: Record<CustomerStatus, StatusTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
}

export const TIER_LABELS: Record<LoyaltyTier, MessageDescriptor> = {
  bronze: msg`Bronze`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  platinum: msg`Platinum`,
}

export const TOPIC_LABELS: Record<NotificationTopic, MessageDescriptor> = {
  'order-updates': msg`Order confirmations and updates`,
  delivery: msg`Delivery on its way`,
  promotions: msg`Offers and discount codes`,
  restock: msg`A favourite coffee back in stock`,
  newsletter: msg`The monthly roastery newsletter`,
}
export const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  email: msg`E-mail`,
  sms: msg`SMS`,
  push: msg`App`,
}

export const TABS = ['overview', 'security', 'addresses', 'notifications'] as const
export type CustomerTab = (typeof TABS)[number]
export const TAB_LABELS: Record<CustomerTab, MessageDescriptor> = {
  overview: msg`Overview`,
  security: msg`Security`,
  addresses: msg`Address & Billing`,
  notifications: msg`Notifications`,
}

/** The backend's refusal codes on a customer's fields. */
export const CUSTOMER_SERVER_MESSAGES = {
  taken: msg`Another customer already uses this e-mail.`,
}
