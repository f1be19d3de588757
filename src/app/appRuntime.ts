import { navigate } from 'wouter/use-browser-location'
import { api } from '@/runtime/api'
import { createLoadingBarActor, followAwaitedWork, type LoadingBarActor } from '@/runtime/loading/LoadingBarProvider'
import { createPreferencesActor, type PreferencesActor } from '@/runtime/preferences/preferencesRuntime'
import { loadedQueryClient, withQueryClient } from '@/runtime/queryClientLoader'
import { createSessionRuntime, windowStorageWatcher, type SessionRuntime } from '@/runtime/session/sessionRuntime'
import { showWorkspace } from '@/runtime/tabWorkspace'
import { pathOf } from '@/routes/match'
import { createFirebaseIdentity, firebaseSettingsFromEnv, type FirebaseSettings } from '@/lib/firebase'
import { browserStore } from '@/lib/storage'
import type { NavigationGuardActor } from '@/machines/navigationGuard'
import { connectNavigationGuard, createNavigationGuard } from './navigationGuard'

/** The app's long-lived actors and clients, created once per page and handed down to React. */
export interface AppRuntime {
  session: SessionRuntime
  preferences: PreferencesActor
  loadingBar: LoadingBarActor
  navigationGuard: NavigationGuardActor
  /** Starts every actor and connects them to each other and to the browser; returns the stop. */
  start(): () => void
}

/**
 * Builds the runtime at start-up, outside React: one Firebase app and one actor of each kind per
 * page whatever StrictMode mounts twice, all wired before the first render (so the guard has
 * decided about the first location when the router first renders).
 */
export function createAppRuntime({
  identityLoad,
  identityLoadAfter,
}: {
  identityLoad?: FirebaseSettings['loadWhen']
  identityLoadAfter?: FirebaseSettings['loadAfter']
} = {}): AppRuntime {
  const session = createSessionRuntime({
    identity: createFirebaseIdentity({
      ...firebaseSettingsFromEnv(),
      loadWhen: identityLoad,
      loadAfter: identityLoadAfter,
    }),
    api,
    store: browserStore(),
    navigateToLogin: () => navigate(pathOf('login'), { replace: true }),
    // Nothing loaded for one user may be shown to the next (docs/architecture.md, "Screens and data"),
    // nor their workspace named in the next one's requests.
    onIdentityChanged: () => {
      loadedQueryClient()?.clear()
      showWorkspace(null)
    },
    onWorkspaceLoaded: showWorkspace,
    watchStorage: windowStorageWatcher,
  })
  const preferences = createPreferencesActor()
  const loadingBar = createLoadingBarActor()
  const navigationGuard = createNavigationGuard(session.actor)
  return {
    session,
    preferences,
    loadingBar,
    navigationGuard,
    start() {
      preferences.start()
      loadingBar.start()
      session.actor.start()
      navigationGuard.start()
      // The loading bar follows the queries from the moment their client arrives.
      let stopFollowing = () => {}
      const stopWaiting = withQueryClient((client) => (stopFollowing = followAwaitedWork(client, loadingBar)))
      const stops = [stopWaiting, () => stopFollowing(), connectNavigationGuard(navigationGuard, session.actor)]
      return () => {
        stops.forEach((stop) => stop())
        ;[navigationGuard, session.actor, loadingBar, preferences].forEach((actor) => actor.stop())
      }
    },
  }
}
