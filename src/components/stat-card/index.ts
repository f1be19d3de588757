export { StatCard } from './StatCard'
