export { MemoryDatabase, openMemoryDatabase, type MemoryDatabaseOptions } from './memoryDatabase'
export { MemoryStore } from './store'
