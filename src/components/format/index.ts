export { useFormat, type Formatters } from './useFormat'
