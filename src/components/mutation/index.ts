export { useResourceMutation } from './useResourceMutation'
