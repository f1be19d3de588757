import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect } from 'react'
import { Redirect } from 'wouter'
import type { NavigationGuardActor } from '@/machines/navigationGuard'
import { RouteView } from './RouteView'
import { useNavigationDecision } from './useNavigationDecision'

// Statically null without QA mode, so production builds carry no panel code.
const QaPanel = import.meta.env.VITE_QA_MODE === 'on' ? lazy(() => import('@/devtools/QaPanel')) : null

export function AppRouter({ guard }: { guard: NavigationGuardActor }) {
  return (
    <>
      <RoutedView guard={guard} />
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </>
  )
}

/** Renders the current location from the route table, as the navigation guard decided. */
function RoutedView({ guard }: { guard: NavigationGuardActor }) {
  const { match, decision } = useNavigationDecision(guard)
  const { i18n } = useLingui()

  const title = match ? i18n._(match.record.title) : null
  useEffect(() => {
    if (title !== null) document.title = title === 'Conversa' ? title : `${title} · Conversa`
  }, [title])

  if (!match || !decision) return null
  // Keyed: a redirect that follows another must mount anew, wouter's Redirect navigates on mount.
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />
  return <RouteView match={match} />
}
