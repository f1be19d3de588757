import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { ReferralStatus } from '@/domain/shop/referrals'
import type { ReviewStatus } from '@/domain/shop/reviews'
import type {
  ACCOUNT_POLICIES,
  CONTACT_METHODS,
  CUSTOMER_EMAILS,
  FIELD_POLICIES,
  LOCATION_KINDS,
  MANUAL_METHODS,
  PAYMENT_PROVIDERS,
  SettingsTab,
  STAFF_EMAILS,
} from '@/domain/shop/storeSettings'

type Words<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, MessageDescriptor> = {
  published: msg`Published`,
  pending: msg`Pending`,
}
export const REVIEW_STATUS_TONES: Record<ReviewStatus, StatusTone> = { published: 'success', pending: 'warning' }

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, MessageDescriptor> = {
  invited: msg`Invited`,
  'signed-up': msg`Signed up`,
  converted: msg`Converted`,
}
export const REFERRAL_STATUS_TONES: Record<ReferralStatus, StatusTone> = {
  invited: 'neutral',
  'signed-up': 'info',
  converted: 'success',
}

export const TAB_LABELS: Record<SettingsTab, MessageDescriptor> = {
  details: msg`Store details`,
  payments: msg`Payments`,
  checkout: msg`Checkout`,
  shipping: msg`Shipping & delivery`,
  locations: msg`Locations`,
  notifications: msg`Notifications`,
}

export const PROVIDER_LABELS: Words<typeof PAYMENT_PROVIDERS> = {
  stripe: msg`Cards through Stripe`,
  paypal: msg`PayPal`,
  'apple-pay': msg`Apple Pay`,
  'google-pay': msg`Google Pay`,
}
export const MANUAL_LABELS: Words<typeof MANUAL_METHODS> = {
  'bank-transfer': msg`Bank transfer`,
  'cash-on-delivery': msg`Cash on delivery`,
  invoice: msg`Invoice for business customers`,
}
export const ACCOUNT_LABELS: Words<typeof ACCOUNT_POLICIES> = {
  required: msg`Customers must create an account`,
  optional: msg`Customers may check out as guests`,
  disabled: msg`Guest checkout only`,
}
export const CONTACT_LABELS: Words<typeof CONTACT_METHODS> = {
  email: msg`E-mail address`,
  'phone-or-email': msg`Phone number or e-mail address`,
}
export const FIELD_POLICY_LABELS: Words<typeof FIELD_POLICIES> = {
  required: msg`Required`,
  optional: msg`Optional`,
  hidden: msg`Hidden`,
}
export const LOCATION_KIND_LABELS: Words<typeof LOCATION_KINDS> = {
  warehouse: msg`Warehouse`,
  shop: msg`Shop`,
}
export const STAFF_EMAIL_LABELS: Words<typeof STAFF_EMAILS> = {
  'new-order': msg`A new order is placed`,
  'low-stock': msg`A product runs low on stock`,
  'new-review': msg`A review waits for approval`,
  'refund-request': msg`A customer asks for a refund`,
  'referral-converted': msg`A referred friend places a first order`,
}
export const CUSTOMER_EMAIL_LABELS: Words<typeof CUSTOMER_EMAILS> = {
  'order-confirmation': msg`Order confirmation`,
  'shipping-update': msg`The van is on its way`,
  delivered: msg`Order delivered`,
  'review-request': msg`Asking for a review a week after delivery`,
  'abandoned-checkout': msg`Reminder of an abandoned checkout`,
}
