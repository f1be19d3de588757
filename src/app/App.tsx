import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n/i18n'
import { LoadedQueryClientProvider } from '@/runtime/LoadedQueryClientProvider'
import { LoadingBarProvider } from '@/runtime/loading/LoadingBarProvider'
import { AppTheme } from '@/runtime/preferences/AppTheme'
import { PreferencesProvider } from '@/runtime/preferences/PreferencesProvider'
import { SessionProvider } from '@/runtime/session/SessionProvider'
import type { AppRuntime } from './appRuntime'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import { AppRouter } from './AppRouter'
import { LoadingBar } from './shell/LoadingBar'
import { ServerNotices } from './shell/ServerNotices'

/** The providers around the router; every actor comes from the runtime made at start-up. */
export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <I18nProvider i18n={i18n}>
      <LoadedQueryClientProvider>
        <PreferencesProvider actor={runtime.preferences}>
          <AppTheme>
            <LoadingBarProvider actor={runtime.loadingBar}>
              <LoadingBar />
              <SessionProvider runtime={runtime.session}>
                <ServerNotices />
                {/* Screens have their own boundary; this one keeps a failing layout or panel from
                    unmounting the whole app into a blank page. */}
                <ScreenErrorBoundary>
                  <AppRouter guard={runtime.navigationGuard} />
                </ScreenErrorBoundary>
              </SessionProvider>
            </LoadingBarProvider>
          </AppTheme>
        </PreferencesProvider>
      </LoadedQueryClientProvider>
    </I18nProvider>
  )
}
