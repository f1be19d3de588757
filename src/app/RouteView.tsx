import { createElement, lazy, Suspense } from 'react'
import { layouts } from '@/layouts'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import { PageSpinner } from '@/components/PageSpinner'
import type { RouteMatch } from './routeMatch'
import { routes } from './routes'
import type { RouteRecord } from './routeTypes'

/** One lazy component per screen, made once: each screen's code loads on its first visit. */
const lazyScreens = new Map(
  (routes as readonly RouteRecord[]).flatMap((record) => (record.screen ? [[record.name, lazy(record.screen)] as const] : [])),
)

export function RouteView({ match }: { match: RouteMatch }) {
  const { record, params } = match
  const Layout = layouts[record.layout]
  const Screen = lazyScreens.get(record.name)
  if (!Screen) return null
  return (
    <Layout activeRoute={record.navHighlight ?? record.name}>
      <ScreenErrorBoundary key={record.name}>
        <Suspense fallback={<PageSpinner />}>
          {/* The screen component is static per route (made at module load), looked up by name. */}
          {createElement(Screen, { params })}
        </Suspense>
      </ScreenErrorBoundary>
    </Layout>
  )
}
