export { Timeline, TimelineSkeleton } from './Timeline'
