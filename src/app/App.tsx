import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { i18n } from '@/i18n/i18n'
import { AppRouter } from './AppRouter'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Theme accentColor="green" grayColor="slate" radius="medium" appearance="light">
        <AppRouter />
      </Theme>
    </I18nProvider>
  )
}
