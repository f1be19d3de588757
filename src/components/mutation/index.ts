export { useResourceMutation, type ResourceMutationOptions } from './useResourceMutation'
