import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { Action, Subject } from '@/lib/ability'

export type LayoutName = 'blank' | 'blankHome' | 'default'

/** Who may open a route (docs/product.md, "Routes"). */
export type Access = 'public' | 'unauthenticatedOnly' | 'requiresAuth'

export interface ScreenProps {
  params: Record<string, string | undefined>
}

export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>

export interface NavEntry {
  label: MessageDescriptor
  /** Name of an icon in the shell's icon set. */
  icon: string
  /** Menu section; entries without one are top-level. */
  group?: 'product' | 'dashboards' | 'pages'
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
}
