export { Timeline, TimelineSkeleton, type TimelineItem } from './Timeline'
