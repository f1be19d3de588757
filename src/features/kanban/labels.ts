import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { KanbanLabel } from '@/domain/kanban/board'

export const LABEL_NAMES: Record<KanbanLabel, MessageDescriptor> = {
  ux: msg`UX`,
  images: msg`Images`,
  app: msg`App`,
  'code-review': msg`Code review`,
  charts: msg`Charts & maps`,
  forms: msg`Forms`,
}

/** Each label's Radix colour. */
export const LABEL_COLORS: Record<KanbanLabel, 'green' | 'amber' | 'iris' | 'red' | 'cyan' | 'gray'> = {
  ux: 'green',
  images: 'amber',
  app: 'iris',
  'code-review': 'red',
  charts: 'cyan',
  forms: 'gray',
}
