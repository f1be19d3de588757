export { useFormat } from './useFormat'
