import type { QueryClient } from '@tanstack/react-query'
import { loadedQueryClient, loadQueryClient } from '@/runtime/queryClientLoader'
import type { ComponentType } from 'react'
import { isCatalogLoaded, loadCatalog, SHELL_CATALOG } from '@/i18n/i18n'
import { rendersScreen } from '@/routes/match'
import type { RouteRecord, ScreenProps } from '@/routes/types'
import { layouts } from './layouts'
import { loadRuleReader, ruleReaderLoaded } from './navigationGuard'
import type { LayoutProps } from './layouts/types'
import { loadTemplateScreens, screens, type ScreenEntry } from '@/screens'

/** What a route renders once its chunks are in: the screen, inside its layout. */
export interface PreparedRoute {
  Screen: ComponentType<ScreenProps>
  Layout: ComponentType<LayoutProps>
}

const screenComponents = new Map<string, ComponentType<ScreenProps>>()
const layoutComponents = new Map<string, ComponentType<LayoutProps>>()

/** Each prepared route's screen entry (a template route's arrives with the template list). */
const entries = new Map<string, ScreenEntry>()

async function entryOf(record: RouteRecord): Promise<ScreenEntry | undefined> {
  const known = entries.get(record.name) ?? (screens as Record<string, ScreenEntry | undefined>)[record.name]
  const entry = known ?? ((await loadTemplateScreens()) as Record<string, ScreenEntry | undefined>)[record.name]
  if (entry) entries.set(record.name, entry)
  return entry
}

/**
 * Whether the route can be shown without loading anything: a route without a screen (the root, a
 * redirect) always can, since the guard sends the visitor on at once.
 */
export function readyToShow(record: RouteRecord): boolean {
  return !rendersScreen(record) || preparedRoute(record) !== null
}

/** The route's screen and layout when they and the feature's catalog are loaded; null otherwise. */
export function preparedRoute(record: RouteRecord): PreparedRoute | null {
  const entry = entries.get(record.name)
  const Screen = screenComponents.get(record.name)
  const Layout = layoutComponents.get(record.layout)
  if (!entry || !Screen || !Layout || !isCatalogLoaded(entry.feature)) return null
  if (entry.catalogs && !entry.catalogs.every(isCatalogLoaded)) return null
  if (record.layout === 'default' && !isCatalogLoaded(SHELL_CATALOG)) return null
  if (entry.queries !== false && !loadedQueryClient()) return null
  if (record.action && record.subject && !ruleReaderLoaded()) return null
  return { Screen, Layout }
}

/** The layout alone, when it is loaded (to frame a loading indicator). */
export function loadedLayout(record: RouteRecord): ComponentType<LayoutProps> | null {
  return layoutComponents.get(record.layout) ?? null
}

/**
 * Fetches what the route needs, all at once: its screen's chunk, its layout's chunk and its
 * feature's catalog in the current language. Nothing waits for anything else, so a first visit
 * costs one round trip, not a chain. Resolves when the route can render without suspending.
 */
export async function prepareRoute(record: RouteRecord): Promise<void> {
  if (!rendersScreen(record)) return
  const entry = await entryOf(record)
  if (!entry) return
  await Promise.all([
    screenComponents.has(record.name)
      ? null
      : entry.load().then((module) => void screenComponents.set(record.name, module.default)),
    layoutComponents.has(record.layout)
      ? null
      : layouts[record.layout]().then((Layout) => void layoutComponents.set(record.layout, Layout)),
    loadCatalog(entry.feature),
    // The signed-in shell's own words (menu sections, navbar panels) come with its layout.
    record.layout === 'default' ? loadCatalog(SHELL_CATALOG) : null,
    ...(entry.catalogs ?? []).map(loadCatalog),
    entry.queries === false ? null : loadQueryClient(),
    // The guard reads the session's rules for a route that needs a permission.
    record.action && record.subject ? loadRuleReader() : null,
  ])
}

/**
 * Fetches what the route's screen reads first (its entry's `prefetch`) into the cache of the client
 * `client` gives (asked for once the requests are out); resolves once that settled, failed or not
 * (the screen shows a failure itself, and asks again). Nothing to fetch resolves at once.
 */
export async function prefetchRouteData(
  record: RouteRecord,
  params: ScreenProps['params'],
  client: () => Promise<QueryClient>,
): Promise<void> {
  const entry = rendersScreen(record) ? await entryOf(record) : undefined
  await entry?.prefetch?.(client, params).catch(() => {})
}
