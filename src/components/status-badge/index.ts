export { StatusBadge, type StatusTone } from './StatusBadge'
export { ProjectStatusBadge, PROJECT_STATUS_LABELS } from './ProjectStatusBadge'
