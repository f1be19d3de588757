import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ProjectStatus } from '@/domain/shop/model'
import { StatusBadge, type StatusTone } from './StatusBadge'

const STATUS_LABELS: Record<ProjectStatus, MessageDescriptor> = {
  'on-track': msg`On track`,
  'at-risk': msg`At risk`,
  late: msg`Late`,
  done: msg`Done`,
}
const STATUS_TONES: Record<ProjectStatus, StatusTone> = {
  'on-track': 'info',
  'at-risk': 'warning',
  late: 'danger',
  done: 'success',
}

/** A demo-shop project's status, as the analytics table and the profile's project cards show it. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</StatusBadge>
}

export { STATUS_LABELS as PROJECT_STATUS_LABELS }
