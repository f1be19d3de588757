import type { MessageDescriptor } from '@lingui/core'
import { matchPath, mayOpen } from '@/routes/match'
import { NAV_GROUPS, NAV_SECTIONS, type NavGroupSpec, type NavSectionSpec } from '@/routes/nav'
import type { RouteRecord } from '@/routes/types'
import type { AppAbility } from '@/lib/ability'

export interface MenuLink {
  kind: 'link'
  /** Route name; compared with the layout's `activeRoute`. */
  name: string
  href: string
  label: MessageDescriptor
  icon: string
  active: boolean
}

export interface MenuGroup {
  kind: 'group'
  id: string
  label: MessageDescriptor
  icon: string
  /** Holds the active entry (at any depth): its ancestors are marked and open. */
  active: boolean
  children: MenuNode[]
}

export type MenuNode = MenuLink | MenuGroup

export interface MenuSection {
  id: string
  label: MessageDescriptor
  icon: string
  collapsible: boolean
  active: boolean
  children: MenuNode[]
}

export interface MenuSpec {
  sections: readonly NavSectionSpec[]
  groups: Readonly<Record<string, NavGroupSpec>>
}

const TEMPLATE_MENU: MenuSpec = { sections: NAV_SECTIONS, groups: NAV_GROUPS }

/**
 * Where a menu entry links to. A parameterised route (e.g. /minha-conta/:tab) links where the route
 * redirecting to it lands (/minha-conta → /minha-conta/account), so the table stays the only source
 * of paths and a click is one navigation, not two.
 */
function hrefOf(record: RouteRecord, table: readonly RouteRecord[]): string | null {
  if (!record.path.includes(':') && !record.path.includes('*')) return record.path
  const entrance = table.find((other) => other.redirectTo && matchPath(other.redirectTo).record.name === record.name)
  return entrance?.redirectTo ?? null
}

/** The tree while it is built: each node keeps its order key until siblings are sorted. */
type Draft =
  | { kind: 'link'; order: number; link: MenuLink }
  | { kind: 'group'; order: number; id: string; spec: NavGroupSpec; children: Draft[] }

/** Inserts a link under its groups (each created on first use). */
function place(siblings: Draft[], path: readonly string[], link: MenuLink, order: number, spec: MenuSpec): void {
  const [groupId, ...rest] = path
  if (groupId === undefined) {
    siblings.push({ kind: 'link', order, link })
    return
  }
  let group = siblings.find((draft) => draft.kind === 'group' && draft.id === groupId)
  if (!group || group.kind !== 'group') {
    const groupSpec = spec.groups[groupId]
    if (!groupSpec) throw new Error(`The menu has no group ${groupId}`)
    group = { kind: 'group', order: groupSpec.order, id: groupId, spec: groupSpec, children: [] }
    siblings.push(group)
  }
  place(group.children, rest, link, order, spec)
}

/** Sorts siblings by order (stable: ties keep the table's order); nothing is marked active yet. */
function finish(drafts: readonly Draft[]): MenuNode[] {
  return [...drafts]
    .sort((a, b) => a.order - b.order)
    .map((draft): MenuNode => {
      if (draft.kind === 'link') return draft.link
      const { label, icon } = draft.spec
      return { kind: 'group', id: draft.id, label, icon, children: finish(draft.children), active: false }
    })
}

/**
 * The menu of the route table's `nav` entries the user may open: sections in the template's
 * order, entries and nested groups by their order, the active entry and its ancestors marked.
 * Empty groups and sections are left out.
 */
export function buildMenu(
  table: readonly RouteRecord[],
  ability: AppAbility,
  activeRoute: string | null = null,
  spec: MenuSpec = TEMPLATE_MENU,
): MenuSection[] {
  const drafts = new Map<string, Draft[]>()
  for (const record of table) {
    if (!record.nav || !mayOpen(record, ability)) continue
    const href = hrefOf(record, table)
    if (!href) continue
    const { label, icon, section, groups = [], order = 0 } = record.nav
    const link: MenuLink = { kind: 'link', name: record.name, href, label, icon, active: false }
    const siblings = drafts.get(section) ?? []
    place(siblings, groups, link, order, spec)
    drafts.set(section, siblings)
  }
  const menu = spec.sections.flatMap((section) => {
    const found = drafts.get(section.id)
    return found ? [{ ...section, children: finish(found), active: false }] : []
  })
  return markActive(menu, activeRoute)
}

/** The nodes with `activeRoute`'s entry and its ancestors marked; `null` when none of them holds it. */
function markNodes(nodes: readonly MenuNode[], activeRoute: string): MenuNode[] | null {
  for (const [index, node] of nodes.entries()) {
    const marked =
      node.kind === 'link'
        ? node.name === activeRoute
          ? { ...node, active: true }
          : null
        : markedWith(node, markNodes(node.children, activeRoute))
    if (marked) return nodes.map((other, at) => (at === index ? marked : other))
  }
  return null
}

/** The group or section marked active with its children marked, or `null` when they hold no active entry. */
function markedWith<T extends MenuGroup | MenuSection>(node: T, children: MenuNode[] | null): T | null {
  return children ? { ...node, children, active: true } : null
}

/**
 * The menu with `activeRoute`'s entry and its ancestors marked active. Only that path is copied:
 * every other node is the given menu's own, so a menu item that is memoised skips the navigation
 * unless it is on the path that was or becomes active. `menu` is expected unmarked.
 */
export function markActive(menu: readonly MenuSection[], activeRoute: string | null): MenuSection[] {
  if (activeRoute === null) return [...menu]
  for (const [index, section] of menu.entries()) {
    const marked = markedWith(section, markNodes(section.children, activeRoute))
    if (marked) return menu.map((other, at) => (at === index ? marked : other))
  }
  return [...menu]
}

/** Every link of a menu, depth first (global search and shortcuts offer these). */
export function menuLinks(nodes: readonly MenuNode[]): MenuLink[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node] : menuLinks(node.children)))
}

export interface RouteEntry {
  name: string
  href: string
  title: MessageDescriptor
  /** The menu entry's icon; null for a screen outside the menu. */
  icon: string | null
}

/**
 * Every screen the user may open at a fixed address, for global search and the shortcuts grid:
 * menu entries first (in menu order), then the other routes of the table (e.g. "New
 * automation"). Signed-out-only screens, error screens and callbacks are left out.
 */
export function openableRoutes(table: readonly RouteRecord[], ability: AppAbility): RouteEntry[] {
  const fromMenu = buildMenu(table, ability).flatMap((section) => menuLinks(section.children))
  const seen = new Set(fromMenu.map((link) => link.name))
  const entries: RouteEntry[] = fromMenu.map((link) => {
    const record = table.find((candidate) => candidate.name === link.name)
    return { name: link.name, href: link.href, title: record?.title ?? link.label, icon: link.icon }
  })
  for (const record of table) {
    if (seen.has(record.name) || record.layout !== 'default' || record.access !== 'requiresAuth') continue
    if (record.redirectTo || !mayOpen(record, ability)) continue
    const href = hrefOf(record, table)
    if (href) entries.push({ name: record.name, href, title: record.title, icon: null })
  }
  return entries
}
