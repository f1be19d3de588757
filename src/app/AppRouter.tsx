import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { Redirect, Router, type AroundNavHandler } from 'wouter'
import { safeReturnPath, type NavigationGuardActor } from '@/machines/navigationGuard'
import { matchPath, rendersScreen, routeByName, type RouteMatch } from '@/routes/match'
import { useFirstScreenSettled } from '@/runtime/firstScreen'
import { LoadingBarActorContext, type LoadingBarActor } from '@/runtime/loading/LoadingBarProvider'
import { useSession, useSessionActor } from '@/runtime/session/useSession'
import { QaPanelSlot } from './QaPanelSlot'
import { prepareRoute, readyToShow } from './routeModules'
import { loadTemplateScreens } from '@/screens'
import { RouteView } from './RouteView'
import { useNavigationDecision } from './useNavigationDecision'

/** Counts navigations, so that only the last one asked for goes ahead once its route is loaded. */
let latestNavigation = 0

/**
 * Every in-app navigation (links, redirects, `navigate`) first loads what the target route needs
 * (screen, layout, catalog: src/app/routeModules.ts), then changes the URL: the current screen
 * stays until the next one can render whole, with the loading bar running, instead of flashing a
 * spinner. A route already loaded switches at once. A navigation overtaken while it loads (a
 * later one, Back, the session sending the visitor to the sign-in screen) is dropped. Back and
 * forward cannot wait (the URL has already changed); RouteView loads those itself.
 */
function aroundNavigation(loadingBar: LoadingBarActor | null): AroundNavHandler {
  return (navigate, to, options) => {
    const navigation = ++latestNavigation
    const from = window.location.href
    const { record } = matchPath(new URL(to, from).pathname)
    if (readyToShow(record)) return navigate(to, options)
    loadingBar?.send({ type: 'WORK.STARTED' })
    prepareRoute(record)
      // A route that fails to load still opens: its screen explains the failure.
      .catch(() => {})
      .finally(() => {
        loadingBar?.send({ type: 'WORK.ENDED' })
        if (navigation === latestNavigation && window.location.href === from) navigate(to, options)
      })
  }
}

/**
 * A pointer resting on an in-app link, or focus reaching it, starts loading its route's code: the
 * click that usually follows finds it loaded or on its way. Code only, never data.
 */
function prepareOnIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
  const { record } = matchPath(link.pathname)
  if (!readyToShow(record)) prepareRoute(record).catch(() => {})
}

/**
 * Once a signed-in first screen has settled, the list of the template's screens loads when the
 * browser is idle (about 10 KiB): the menu links to them, and the first one opened would otherwise
 * fetch the list, then the screen. A component of its own: only it re-renders as the screen settles.
 */
function ScreenListWhenIdle(): null {
  const settled = useFirstScreenSettled()
  const signedIn = useSession().user !== null
  useEffect(() => {
    if (!settled || !signedIn) return
    const load = () => void loadTemplateScreens().catch(() => {})
    if (typeof window.requestIdleCallback !== 'function') return load()
    const idle = window.requestIdleCallback(load)
    return () => window.cancelIdleCallback(idle)
  }, [settled, signedIn])
  return null
}

/**
 * While a sign-in or registration is submitted, the screen it leads to (the page the visitor was
 * sent away from, or the dashboards) loads beside the identity service's answer: the signed-in
 * screen then follows the answer at once instead of after its own download.
 */
function DestinationWhileSigningIn(): null {
  const submitted = useSelector(useSessionActor(), (snapshot) => snapshot.hasTag('submitted'))
  useEffect(() => {
    if (!submitted) return
    const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get('to'))
    const destination = returnTo
      ? matchPath(new URL(returnTo, window.location.href).pathname).record
      : routeByName('dashboards')
    if (!readyToShow(destination)) prepareRoute(destination).catch(() => {})
  }, [submitted])
  return null
}

export function AppRouter({ guard }: { guard: NavigationGuardActor }) {
  const loadingBar = LoadingBarActorContext.useOptionalActorRef()
  const aroundNav = useMemo(() => aroundNavigation(loadingBar), [loadingBar])
  useEffect(() => {
    document.addEventListener('pointerover', prepareOnIntent, { passive: true })
    document.addEventListener('focusin', prepareOnIntent)
    return () => {
      document.removeEventListener('pointerover', prepareOnIntent)
      document.removeEventListener('focusin', prepareOnIntent)
    }
  }, [])
  return (
    // Pre-rendered markup was drawn without a query (src/app/prerender.tsx): hydration reads the
    // same empty one, then React renders again with the real one (a reset link's code). Only
    // hydration reads it: a page drawn afresh starts from the real query. A pre-rendered screen
    // with fields reads the query in its handlers instead: re-rendered right after hydration, its
    // fields would lose what the visitor typed before the app could restore it.
    <Router aroundNav={aroundNav} ssrSearch="">
      <RoutedView guard={guard} />
      <ScreenListWhenIdle />
      <DestinationWhileSigningIn />
      {QaPanelSlot && <QaPanelSlot />}
    </Router>
  )
}

/** Renders the current location from the route table, as the navigation guard decided. */
function RoutedView({ guard }: { guard: NavigationGuardActor }) {
  const { match, decision } = useNavigationDecision(guard)
  const { user } = useSession()
  // The last location rendered, kept on screen while a redirect's target loads.
  const [rendered, setRendered] = useState<RouteMatch | null>(null)
  if (decision?.kind === 'render' && match && rendered !== match) setRendered(match)

  // What was on screen stays while the guard redirects elsewhere, through the root or a redirecting
  // route too (after signing in, the sign-in screen stays until the dashboards are loaded, rather
  // than a blank page at /), unless it needs a session that is gone.
  const held =
    rendered !== null &&
    match !== null &&
    (rendered.record === match.record || !rendersScreen(match.record)) &&
    (rendered.record.access !== 'requiresAuth' || user !== null) ? (
      <RouteView match={rendered} />
    ) : null

  if (!match || !decision) return held
  if (decision.kind === 'redirect')
    // Keyed: a redirect that follows another must mount anew, wouter's Redirect navigates on mount.
    return (
      <>
        <Redirect key={decision.to} to={decision.to} replace />
        {held}
      </>
    )
  return <RouteView match={match} />
}
