import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // The mock backend speaks to the app in data, never in UI copy.
      exclude: ['**/node_modules/**', '<rootDir>/src/mocks/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
