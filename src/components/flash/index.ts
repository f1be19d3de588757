export { setFlash } from './flash'
