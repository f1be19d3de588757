import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { RunStatus } from '@/domain/automations/runs'

/**
 * A run status named above its count: the word agrees with the count in the languages whose words
 * do ("1 Envoyée", "2 Envoyées"; Arabic's six forms).
 */
export const RUN_COUNT_LABELS: Record<RunStatus, (count: number) => MessageDescriptor> = {
  sent: (count) => msg({ message: plural(count, { one: 'Sent', other: 'Sent' }) }),
  'partly-sent': (count) => msg({ message: plural(count, { one: 'Partly sent', other: 'Partly sent' }) }),
  queued: (count) => msg({ message: plural(count, { one: 'Queued', other: 'Queued' }) }),
  failed: (count) => msg({ message: plural(count, { one: 'Failed', other: 'Failed' }) }),
  skipped: (count) => msg({ message: plural(count, { one: 'Skipped', other: 'Skipped' }) }),
}
