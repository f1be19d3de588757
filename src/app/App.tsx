import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { i18n } from '@/i18n/i18n'
import { LoadingBarProvider } from '@/runtime/loading/LoadingBarProvider'
import { AppTheme } from '@/runtime/preferences/AppTheme'
import { PreferencesProvider } from '@/runtime/preferences/PreferencesProvider'
import { queryClient } from '@/runtime/query'
import { SessionProvider } from '@/runtime/session/SessionProvider'
import { AppRouter } from './AppRouter'
import { LoadingBar } from './shell/LoadingBar'
import { ServerNotices } from './shell/ServerNotices'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <AppTheme>
            <LoadingBarProvider queryClient={queryClient}>
              <LoadingBar />
              <SessionProvider>
                <ServerNotices />
                <AppRouter />
              </SessionProvider>
            </LoadingBarProvider>
          </AppTheme>
        </PreferencesProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}
