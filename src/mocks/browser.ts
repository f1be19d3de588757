import { setupWorker } from 'msw/browser'
import { createMockBackend } from './backend'
import { MOCK_AUTHORIZE_PATH } from './instagram/config'
import { mswHandlers } from './msw'

/** Boots the mock backend in the browser: a service worker answers the app's /api calls. */
export async function startMockBackend(): Promise<'app' | 'mock-page'> {
  const backend = createMockBackend({
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    instagram: { authorizeUrl: new URL(MOCK_AUTHORIZE_PATH, window.location.origin).href },
  })
  // Opens (and on first use seeds) the IndexedDB database before the app's first request.
  await backend.db.ready()
  // Instagram's consent page stands in for a navigation to instagram.com; the app does not start.
  const root = document.getElementById('root')
  if (window.location.pathname === MOCK_AUTHORIZE_PATH && root) {
    const { renderConsentPage } = await import('./instagram/ConsentPage')
    await renderConsentPage(root, backend.instagram)
    return 'mock-page'
  }
  ignoreWorkerUpdateRace()
  const worker = setupWorker(...mswHandlers(backend, window.location.origin))
  await worker.start({
    quiet: true,
    // Everything that is not the product API (the Auth emulator, assets) goes to the network.
    onUnhandledFrame: 'bypass',
  })
  if (!(await controlledByWorker())) {
    // A page the worker does not control (a hard reload bypasses it; the build keeps it registered
    // across navigations, vite.config.ts) would send its calls past the mock. The worker controls
    // the next load: reload, once, and start nothing meanwhile.
    if (sessionStorage.getItem(RELOADED_FOR_WORKER) === null) {
      sessionStorage.setItem(RELOADED_FOR_WORKER, '1')
      window.location.reload()
      return new Promise<never>(() => {})
    }
    console.error('The mock backend does not control this page; its API calls will fail')
  }
  sessionStorage.removeItem(RELOADED_FOR_WORKER)
  // The tab works the backend's jobs (webhook deliveries, steps that come due) while it is open.
  backend.webhookWork.start()
  return 'app'
}

const RELOADED_FOR_WORKER = 'conversa-mock-reloaded-for-worker'

/** Whether the service worker controls this page, waiting a moment for it to claim the page. */
function controlledByWorker(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 2000)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      { once: true },
    )
  })
}

/**
 * MSW schedules `registration.update()` without awaiting it; a navigation that lands while the
 * update runs rejects it with "Failed to update a ServiceWorker … Not found". That is the mock's
 * own housekeeping (the worker in use keeps working), so it must not surface as an app error.
 */
function ignoreWorkerUpdateRace(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason)
    if (/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(message)) event.preventDefault()
  })
}
