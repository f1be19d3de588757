export { CataloguePage } from './CataloguePage'
export { DemoCard } from './DemoCard'
export { demoSources } from './demoSources'
