import { startApp } from './app/startApp'

async function boot(): Promise<void> {
  // Statically false in a build with the mock backend off, so the bundler drops the import whole.
  if (import.meta.env.VITE_MOCK_BACKEND === 'on') {
    const { startMockBackend } = await import('./mocks/browser')
    if ((await startMockBackend()) === 'mock-page') return
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
