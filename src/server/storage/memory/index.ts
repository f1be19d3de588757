export { openMemoryDatabase } from './memoryDatabase'
export { MemoryStore } from './store'
