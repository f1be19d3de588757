export { ItemList } from './ItemList'
