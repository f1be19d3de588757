import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { matchPath } from '@/routes/match'
import { RouteView } from './RouteView'
import { useNavigationDecision } from './useNavigationDecision'

// Statically null without QA mode, so production builds carry no panel code.
const QaPanel = import.meta.env.VITE_QA_MODE === 'on' ? lazy(() => import('@/devtools/QaPanel')) : null

export function AppRouter() {
  return (
    <>
      <RoutedView />
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </>
  )
}

/** Renders the current location from the route table, after the navigation guard has had its say. */
function RoutedView() {
  const [pathname] = useLocation()
  const search = useSearch()
  const match = matchPath(pathname)
  const decision = useNavigationDecision(match, pathname, search)
  const { i18n } = useLingui()

  const title = i18n._(match.record.title)
  useEffect(() => {
    document.title = title === 'Conversa' ? title : `${title} · Conversa`
  }, [title])

  if (decision.kind === 'pending') return null
  // Keyed: a redirect that follows another must mount anew, wouter's Redirect navigates on mount.
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />
  return <RouteView match={match} />
}
