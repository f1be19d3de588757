export { Timeline, type TimelineItem } from './Timeline'
