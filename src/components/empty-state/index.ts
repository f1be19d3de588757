export { EmptyState } from './EmptyState'
