import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CourseTopic } from '@/domain/shop/model'

export const TOPIC_LABELS: Record<CourseTopic, MessageDescriptor> = {
  espresso: msg`Espresso`,
  brewing: msg`Brewing`,
  'latte-art': msg`Latte art`,
  roasting: msg`Roasting`,
  service: msg`Service`,
  business: msg`Running a café`,
}
