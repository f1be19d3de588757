import '@radix-ui/themes/styles.css'
import '@/styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, DEFAULT_LOCALE } from '@/i18n/i18n'
import { App } from './App'

export async function startApp(rootElement: HTMLElement): Promise<void> {
  await activateLocale(DEFAULT_LOCALE)
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
