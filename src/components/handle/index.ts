export { Handle, handleText } from './Handle'
