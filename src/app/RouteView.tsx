import { useLingui } from '@lingui/react'
import { createElement, useEffect, useState } from 'react'
import { ScreenOpening } from '@/components/deferred'
import { PageSpinner } from '@/components/PageSpinner'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import type { RouteMatch } from '@/routes/match'
import type { RouteRecord } from '@/routes/types'
import { loadedLayout, prepareRoute, preparedRoute } from './routeModules'
import { useFocusOnScreenHeading } from './screenFocus'

/**
 * Renders a route's screen inside its layout. In-app navigations arrive with both loaded (see
 * AppRouter); a location reached otherwise (Back to a page not visited yet, a sign-out) shows a
 * spinner while they load. Each screen a navigation opens gets the focus on its heading.
 */
export function RouteView({ match }: { match: RouteMatch }) {
  const { record, params } = match
  const { i18n } = useLingui()
  const prepared = preparedRoute(record)
  const [loaded, setLoaded] = useState<{ record: RouteRecord; error?: unknown } | null>(null)

  useEffect(() => {
    if (prepared) return
    let current = true
    prepareRoute(record).then(
      () => current && setLoaded({ record }),
      (error: unknown) => current && setLoaded({ record, error }),
    )
    return () => {
      current = false
    }
  }, [record, prepared])

  // Titled once its catalogs are in: a title from a catalog still on its way would read as its id.
  const title = prepared ? i18n._(record.title) : null
  useEffect(() => {
    if (title !== null) document.title = title === 'Conversa' ? title : `${title} · Conversa`
  }, [title])

  useFocusOnScreenHeading(prepared ? record.name : null)

  const activeRoute = record.navHighlight ?? record.name
  if (!prepared) {
    const failed = loaded?.record === record && loaded.error !== undefined
    const content = (
      <ScreenErrorBoundary key={record.name}>
        {failed ? <Rethrow error={loaded.error} /> : <PageSpinner />}
      </ScreenErrorBoundary>
    )
    const layout = loadedLayout(record)
    return layout ? createElement(layout, { activeRoute, children: content }) : content
  }
  const { Screen, Layout } = prepared
  return (
    <Layout activeRoute={activeRoute}>
      <ScreenErrorBoundary key={record.name}>
        <ScreenOpening>
          {/* The screen component is static per route (loaded once), looked up by name. */}
          {createElement(Screen, { params, route: record.name })}
        </ScreenOpening>
      </ScreenErrorBoundary>
    </Layout>
  )
}

/** Hands a failed chunk or catalog download to the error boundary, which explains it. */
function Rethrow({ error }: { error: unknown }): never {
  throw error
}
