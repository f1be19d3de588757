import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { matchPath } from './routeMatch'
import { RouteView } from './RouteView'
import { useNavigationDecision } from './useNavigationDecision'

/** Renders the current location from the route table, after the navigation guard has had its say. */
export function AppRouter() {
  const [pathname] = useLocation()
  const search = useSearch()
  const match = matchPath(pathname)
  const decision = useNavigationDecision(match, pathname, search)
  const { i18n } = useLingui()

  const title = i18n._(match.record.title)
  useEffect(() => {
    document.title = title === 'Conversa' ? title : `${title} · Conversa`
  }, [title])

  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />
  return <RouteView match={match} />
}
