import { createElement, lazy, Suspense } from 'react'
import { PageSpinner } from '@/components/PageSpinner'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import type { RouteMatch } from '@/routes/match'
import type { ScreenLoader } from '@/routes/types'
import { layouts } from './layouts'
import { screens } from './screens'

/** One lazy component per screen, made once: each screen's code loads on its first visit. */
const lazyScreens = new Map(
  Object.entries(screens as Record<string, ScreenLoader>).map(([name, load]) => [name, lazy(load)]),
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
