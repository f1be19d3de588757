import '@radix-ui/themes/styles.css'
import '@/styles/tokens.css'
import '@/styles/theme.css'
import { afterEach } from 'vitest'
import { activateLocale } from '@/i18n/i18n'

// Every test starts in English, left to right, with the app's default primary colour.
afterEach(async () => {
  await activateLocale('en')
  document.documentElement.style.removeProperty('--app-primary')
})
