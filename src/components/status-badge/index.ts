export { StatusBadge, STATUS_COLORS, type StatusTone } from './StatusBadge'
