import type { MessageDescriptor } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { Action, Subject } from '@/lib/abilityRules'
import type { NavGroupId, NavSectionId } from './nav'

export type LayoutName = 'blank' | 'blankHome' | 'default' | 'bare'

/** Who may open a route (docs/product.md, "Routes"). */
export type Access = 'public' | 'unauthenticatedOnly' | 'requiresAuth'

export interface ScreenProps {
  params: Record<string, string | undefined>
  /** The name of the route being shown: a screen behind several routes (v1 and v2 of a page) tells them apart. */
  route: string
}

/**
 * Fetches what a screen reads as soon as it shows, for its route's parameters, into the cache of
 * the client `client` gives (`prefetchBeforeClient`: at start-up the requests leave before the
 * client's code has arrived). It runs beside the download of the screen's code and the first
 * render waits for it, so the first screen arrives with its data in one paint
 * (docs/architecture.md, "The first screen first").
 */
export type ScreenPrefetch = (client: () => Promise<QueryClient>, params: ScreenProps['params']) => Promise<unknown>

export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>

/** A route's menu entry (docs/architecture.md, "Routes"). */
export interface NavEntry {
  label: MessageDescriptor
  /** Name of an icon in the kit's registry (src/components/icon/iconRegistry.ts). */
  icon: string
  /** The menu section it sits in (src/routes/nav.ts). */
  section: NavSectionId
  /** Nested collapsible groups it sits in, outermost first (keys of NAV_GROUPS). */
  groups?: readonly NavGroupId[]
  /** Place among its siblings, lowest first (default 0); ties keep the table's order. */
  order?: number
}

export interface RouteRecord {
  /** Stable name; links and redirects use names, never literal paths. */
  name: string
  /** wouter/regexparam pattern. */
  path: string
  /** Other patterns that render the same record. */
  aliases?: readonly string[]
  access: Access
  layout: LayoutName
  action?: Action
  subject?: Subject
  /** Sends the visitor to another route's path (a literal path, may reuse params). */
  redirectTo?: string
  /** The menu entry, when the route has one. */
  nav?: NavEntry
  /** The menu entry to highlight when this route is open (e.g. an account tab). */
  navHighlight?: string
  /** Document title. */
  title: MessageDescriptor
  /**
   * Parameter values a test opens the route with: a literal (`{ tab: 'account' }`) or, after `@`,
   * a record the route sweep creates first (`{ id: '@automation' }`, see
   * tests/e2e/route-sweep.test.ts). Every parameterised route that renders a screen has one.
   */
  sample?: Readonly<Record<string, string>>
}
