export { CataloguePage } from './CataloguePage'
export { DemoCard, type DemoCardProps } from './DemoCard'
export { demoSources } from './demoSources'
