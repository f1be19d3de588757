export { Panel } from './Panel'
