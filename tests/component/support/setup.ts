import '@radix-ui/themes/styles.css'
import '@/styles/tokens.css'
import '@/styles/theme.css'
import { afterEach, beforeAll } from 'vitest'
import { activateLocale, loadCatalog } from '@/i18n/i18n'

// The kit's words are in the `shell` catalog, loaded with the signed-in layout in the app
// (lingui.config.ts); here with every test, and again whenever a test changes language.
beforeAll(async () => {
  await loadCatalog('shell')
})

// Every test starts in English, left to right, with the app's default primary colour.
afterEach(async () => {
  await activateLocale('en')
  document.documentElement.style.removeProperty('--app-primary')
})
