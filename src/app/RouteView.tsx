import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { layouts } from '@/layouts'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import { PageSpinner } from '@/components/PageSpinner'
import type { RouteMatch } from './routeMatch'
import type { ScreenLoader, ScreenProps } from './routeTypes'

const lazyScreens = new Map<ScreenLoader, LazyExoticComponent<ComponentType<ScreenProps>>>()

function screenFor(loader: ScreenLoader) {
  let screen = lazyScreens.get(loader)
  if (!screen) {
    screen = lazy(loader)
    lazyScreens.set(loader, screen)
  }
  return screen
}

export function RouteView({ match }: { match: RouteMatch }) {
  const { record, params } = match
  const Layout = layouts[record.layout]
  if (!record.screen) return null
  const Screen = screenFor(record.screen)
  return (
    <Layout activeRoute={record.navHighlight ?? record.name}>
      <ScreenErrorBoundary key={record.name}>
        <Suspense fallback={<PageSpinner />}>
          <Screen params={params} />
        </Suspense>
      </ScreenErrorBoundary>
    </Layout>
  )
}
