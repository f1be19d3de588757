import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { matchPath } from '@/routes/match'
import type { NavEntry, RouteRecord } from '@/routes/types'
import type { AppAbility } from '@/lib/ability'

export interface MenuItem {
  /** Route name; compared with the layout's `activeRoute`. */
  name: string
  href: string
  label: MessageDescriptor
  icon: string
}

export interface MenuGroup {
  id: NonNullable<NavEntry['group']>
  label: MessageDescriptor
  items: MenuItem[]
}

const GROUP_ORDER: MenuGroup['id'][] = ['dashboards', 'product', 'pages']

const GROUP_LABELS: Record<MenuGroup['id'], MessageDescriptor> = {
  dashboards: msg`Dashboards`,
  product: msg`Workspace`,
  pages: msg`Pages`,
}

/**
 * Where a menu entry links to. A parameterised route (e.g. /minha-conta/:tab) is reached through
 * the route that redirects to it (/minha-conta), so the table stays the only source of paths.
 */
function hrefOf(record: RouteRecord, table: readonly RouteRecord[]): string | null {
  if (!record.path.includes(':') && !record.path.includes('*')) return record.path
  const entrance = table.find((other) => other.redirectTo && matchPath(other.redirectTo).record.name === record.name)
  return entrance ? entrance.path : null
}

/** The menu of the route table's `nav` entries the user may open, in table order, by group. */
export function buildMenu(table: readonly RouteRecord[], ability: AppAbility): MenuGroup[] {
  const groups = new Map<MenuGroup['id'], MenuGroup>()
  for (const record of table) {
    if (!record.nav) continue
    if (record.action && record.subject && !ability.can(record.action, record.subject)) continue
    const href = hrefOf(record, table)
    if (!href) continue
    const id = record.nav.group ?? 'pages'
    const group = groups.get(id) ?? { id, label: GROUP_LABELS[id], items: [] }
    group.items.push({ name: record.name, href, label: record.nav.label, icon: record.nav.icon })
    groups.set(id, group)
  }
  return GROUP_ORDER.flatMap((id) => groups.get(id) ?? [])
}
