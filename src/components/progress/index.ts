export { CircularProgress } from './CircularProgress'
