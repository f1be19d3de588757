import { setupWorker } from 'msw/browser'
import { createMockBackend } from './backend'

/** Boots the mock backend in the browser: a service worker answers the app's /api calls. */
export async function startMockBackend(): Promise<void> {
  const backend = createMockBackend({
    store: window.localStorage,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  })
  const worker = setupWorker(...backend.handlers)
  await worker.start({
    quiet: true,
    // Everything that is not the product API (the Auth emulator, assets) goes to the network.
    onUnhandledFrame: 'bypass',
  })
}
