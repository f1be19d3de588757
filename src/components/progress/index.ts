export { CircularProgress, type CircularProgressProps, type ProgressColor } from './CircularProgress'
