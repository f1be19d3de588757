import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { createActor } from 'xstate'
import { activateLocale, i18n } from '@/i18n/i18n'
import { createApiClient } from '@/lib/apiClient'
import type { IdentityService } from '@/lib/firebase'
import { preferenceCookieName } from '@/lib/preferences/cookies'
import { DEFAULT_PREFERENCES } from '@/lib/preferences/schema'
import { createMemoryStore, storageKey } from '@/lib/storage'
import { guardedRoute } from '@/machines/navigationGuard'
import { preferencesMachine } from '@/machines/preferences'
import { matchPath, rendersScreen } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { createLoadingBarActor, LoadingBarProvider } from '@/runtime/loading/LoadingBarProvider'
import { AppTheme } from '@/runtime/preferences/AppTheme'
import { PreferencesActorContext } from '@/runtime/preferences/PreferencesProvider'
import { SessionProvider } from '@/runtime/session/SessionProvider'
import { createSessionRuntime } from '@/runtime/session/sessionRuntime'
import { AppRouter } from './AppRouter'
import { createNavigationGuard } from './navigationGuard'
import { prepareRoute } from './routeModules'
import { LoadingBar } from './shell/LoadingBar'
import { ServerNotices } from './shell/ServerNotices'

/**
 * Build-time rendering of the public screens to static HTML (scripts/vite/prerender.ts runs it
 * in Node after the client build). A first visit paints the sign-in form from the HTML alone; the
 * app then hydrates it: React adopts that very markup (src/app/startApp.tsx). The tree mirrors App.tsx as it
 * first renders for a signed-out visitor with the default preferences in English; the providers
 * that read the browser (cookies, window size, storage) get those defaults instead.
 * tests/e2e/prerender.test.ts fails when the two drift apart.
 */

/** Screens anyone may open at a fixed address: the sign-in screens, the legal pages, the error pages. */
export const prerenderedRoutes = (routes as readonly RouteRecord[])
  .filter((record) => record.access !== 'requiresAuth' && rendersScreen(record) && !/[:*]/.test(record.path))
  .map((record) => ({ name: record.name, path: record.path, layout: record.layout }))

/** The preference cookies that change how a public screen looks, with the values the HTML was made for. */
export const prerenderedPreferences = Object.fromEntries(
  (['language', 'theme', 'skin', 'primaryColorLight'] as const).map((key) => [
    preferenceCookieName(key),
    String(DEFAULT_PREFERENCES[key]),
  ]),
)

/** A stored session sends a visitor of a sign-in screen elsewhere: the markup is not for them. */
export const prerenderedSessionKey = storageKey('accessToken')

const unusedIdentity: IdentityService = {
  observe: () => () => {},
  signIn: () => Promise.reject(new Error('not at build time')),
  register: () => Promise.reject(new Error('not at build time')),
  signOut: () => Promise.resolve(),
  refreshToken: () => Promise.reject(new Error('not at build time')),
  currentToken: () => Promise.resolve(null),
  sendPasswordReset: () => Promise.resolve(),
  changePassword: () => Promise.resolve(),
  confirmPassword: () => Promise.reject(new Error('not at build time')),
  deleteAccount: () => Promise.reject(new Error('not at build time')),
  checkPasswordResetCode: () => Promise.reject(new Error('not at build time')),
  confirmPasswordReset: () => Promise.reject(new Error('not at build time')),
  sendEmailVerification: () => Promise.reject(new Error('not at build time')),
  applyVerificationCode: () => Promise.reject(new Error('not at build time')),
  emailStatus: () => Promise.resolve(null),
  pendingSecondStep: () => null,
  sendSecondStepCode: () => Promise.reject(new Error('not at build time')),
  confirmSecondStep: () => Promise.reject(new Error('not at build time')),
  secondFactors: () => Promise.resolve([]),
  startSecondFactorEnrolment: () => Promise.reject(new Error('not at build time')),
  finishSecondFactorEnrolment: () => Promise.reject(new Error('not at build time')),
  removeSecondFactor: () => Promise.reject(new Error('not at build time')),
  prepareOtherSignIns: () => {},
  signInWithGoogle: () => Promise.reject(new Error('not at build time')),
  sendSignInLink: () => Promise.reject(new Error('not at build time')),
  signInWithLink: () => Promise.reject(new Error('not at build time')),
  dispose: () => Promise.resolve(),
}

/** The screen at `path` as HTML, with its document title. */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const { record } = matchPath(path)
  await activateLocale(DEFAULT_PREFERENCES.language, { lang: '', dir: '' } as HTMLElement)
  await prepareRoute(record)
  const queryClient = new QueryClient()
  const preferences = createActor(preferencesMachine, {
    input: { stored: {}, viewportWidth: 1280, systemPrefersDark: false },
  })
  const session = createSessionRuntime({
    identity: unusedIdentity,
    api: createApiClient(),
    store: createMemoryStore(),
    navigateToLogin: () => {},
  })
  // Fed here rather than by connectNavigationGuard, which follows the browser's location.
  const guard = createNavigationGuard(session.actor)
  guard.start()
  guard.send({ type: 'NAVIGATE', location: { pathname: path, search: '' }, route: guardedRoute(record) })
  const loadingBar = createLoadingBarActor()
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreferencesActorContext.Provider actor={preferences}>
            <AppTheme>
              <LoadingBarProvider actor={loadingBar}>
                <LoadingBar />
                <SessionProvider runtime={session}>
                  <ServerNotices />
                  <Router ssrPath={path}>
                    <AppRouter guard={guard} />
                  </Router>
                </SessionProvider>
              </LoadingBarProvider>
            </AppTheme>
          </PreferencesActorContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
  const title = i18n._(record.title)
  return { html, title: title === 'Conversa' ? title : `${title} · Conversa` }
}
