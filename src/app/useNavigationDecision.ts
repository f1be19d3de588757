import type { RouteMatch } from './routeMatch'

export type NavigationDecision = { kind: 'render' } | { kind: 'redirect'; to: string }

/**
 * Until the session exists nobody is logged in: public routes render, everything else goes to
 * login with the original path in `to` (SPEC.md section 2, guard rule 5).
 */
export function useNavigationDecision(match: RouteMatch, pathname: string, search: string): NavigationDecision {
  const { record } = match
  if (record.redirectTo) return { kind: 'redirect', to: record.redirectTo }
  if (record.access === 'public' && record.name !== 'root') return { kind: 'render' }
  if (record.access === 'unauthenticatedOnly') return { kind: 'render' }
  const target = `${pathname}${search ? `?${search}` : ''}`
  if (record.name === 'root') return { kind: 'redirect', to: `/login${search ? `?${search}` : ''}` }
  return { kind: 'redirect', to: `/login?to=${encodeURIComponent(target)}` }
}
