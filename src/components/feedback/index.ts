export { ErrorState } from './ErrorState'
export { apiErrorMessage } from './apiErrorMessage'
