import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n/i18n'
import { LoadingBar } from '@/components/LoadingBar'
import { AppRouter } from './AppRouter'
import { LoadingBarProvider } from './loading/LoadingBarProvider'
import { AppTheme } from './preferences/AppTheme'
import { PreferencesProvider } from './preferences/PreferencesProvider'
import { SessionProvider } from './session/SessionProvider'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <PreferencesProvider>
        <AppTheme>
          <LoadingBarProvider>
            <LoadingBar />
            <SessionProvider>
              <AppRouter />
            </SessionProvider>
          </LoadingBarProvider>
        </AppTheme>
      </PreferencesProvider>
    </I18nProvider>
  )
}
