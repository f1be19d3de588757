import { startApp } from './app/startApp'

/**
 * The mock backend (MSW and faker: a third of a megabyte) starts when the app first calls /api,
 * not before the app: screens that call nothing (the sign-in screens) start as fast as in
 * production. Until it runs, /api calls wait for it; the app's API client reads `fetch` at request
 * time, so waiting here is enough. Any other request goes straight to the network.
 */
function startMockBackendOnFirstRequest(): void {
  const networkFetch = globalThis.fetch.bind(globalThis)
  let started: Promise<unknown> | null = null
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return networkFetch(input, init)
    started ??= import('./mocks/browser').then(({ startMockBackend }) => startMockBackend())
    return started.then(() => networkFetch(input, init))
  }
}

async function boot(): Promise<void> {
  // Statically false in a build with the mock backend off, so the bundler drops the imports whole.
  if (import.meta.env.VITE_MOCK_BACKEND === 'on') {
    const { MOCK_AUTHORIZE_PATH } = await import('./mocks/instagram/config')
    if (window.location.pathname === MOCK_AUTHORIZE_PATH) {
      // Instagram's consent page (mock) stands in for instagram.com: the app does not start.
      const { startMockBackend } = await import('./mocks/browser')
      await startMockBackend()
      return
    }
    startMockBackendOnFirstRequest()
  }
  // Same pattern: the QA journal and panel exist only in builds with the flag on.
  if (import.meta.env.VITE_QA_MODE === 'on') {
    const { installQaMode } = await import('@/devtools/qaMode')
    installQaMode()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  await startApp(root)
}

void boot()
