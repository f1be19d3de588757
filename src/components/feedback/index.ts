export { ErrorState } from './ErrorState'
export { apiErrorMessage } from '@/lib/apiErrorMessage'
export { QueryContent } from './QueryContent'
