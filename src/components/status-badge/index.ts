export { StatusBadge, STATUS_COLORS, type StatusTone } from './StatusBadge'
export { ProjectStatusBadge, PROJECT_STATUS_LABELS } from './ProjectStatusBadge'
