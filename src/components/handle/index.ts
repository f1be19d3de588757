export { Handle } from './Handle'
