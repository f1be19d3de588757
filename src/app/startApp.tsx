import '@radix-ui/themes/styles.css'
import '@/styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale } from '@/i18n/i18n'
import { restorePreferences } from '@/lib/preferences/schema'
import { App } from './App'
import { createAppRuntime } from './appRuntime'
import { readStoredPreferences } from '@/lib/preferences/cookies'

export async function startApp(rootElement: HTMLElement): Promise<void> {
  // The stored language is active before the first render: no flash of English, no direction flip.
  const { language } = restorePreferences(readStoredPreferences(document.cookie))
  await activateLocale(language)
  // Once per page, outside React: StrictMode's double mount must not make a second Firebase app.
  const runtime = createAppRuntime()
  runtime.start()
  createRoot(rootElement).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  )
}
