import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { HelpCategory } from '@/domain/pages/content'

export const HELP_CATEGORY_LABELS: Record<HelpCategory, MessageDescriptor> = {
  'getting-started': msg`Getting started`,
  'messaging-rules': msg`Instagram’s messaging rules`,
  automations: msg`Automations`,
}
