import { setupServer } from 'msw/node'
import { createMemoryStore } from '@/lib/storage'
import { createMockBackend, type MockBackendOptions } from './backend'

/** The same mock backend for Node tests, over an in-memory store. */
export function createMockServer(options: Partial<MockBackendOptions> & { projectId: string }) {
  const backend = createMockBackend({ store: createMemoryStore(), ...options })
  return { backend, server: setupServer(...backend.handlers) }
}
