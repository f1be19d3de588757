import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TrafficSource } from '@/domain/shop/model'

export const SOURCE_LABELS: Record<TrafficSource, MessageDescriptor> = {
  direct: msg`Direct`,
  search: msg`Search engines`,
  social: msg`Social networks`,
  email: msg`E-mail`,
  referral: msg`Other websites`,
}
