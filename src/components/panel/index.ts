export { Panel } from './Panel'
export { PanelGrid } from './PanelGrid'
