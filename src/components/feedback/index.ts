export { ErrorState } from './ErrorState'
export { apiErrorMessage } from './apiErrorMessage'
export { QueryContent } from './QueryContent'
