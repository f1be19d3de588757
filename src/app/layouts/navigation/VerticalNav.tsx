import { useLingui } from '@lingui/react/macro'
import { memo, useId, useState } from 'react'
import { Link } from 'wouter'
import { Icon } from '@/components/icons'
import type { MenuGroup, MenuLink, MenuNode, MenuSection } from './menu'
import { useMenu } from './useMenu'

interface VerticalNavProps {
  activeRoute: string
  /** Collapsed to icons; it expands while hovered or focused. */
  collapsed: boolean
  onNavigate?(): void
}

interface TreeProps {
  collapsed: boolean
  onNavigate?(): void
}

// Memoised, as are the groups, node lists and sections: the menu shares every node off the active
// path between navigations (`markActive`), so a click re-renders only the entries it (un)marks.
const NavLinkItem = memo(function NavLinkItem({ link, collapsed, onNavigate }: TreeProps & { link: MenuLink }) {
  const { i18n } = useLingui()
  const label = i18n._(link.label)
  return (
    <li>
      <Link
        href={link.href}
        className="nav-link"
        aria-current={link.active ? 'page' : undefined}
        title={collapsed ? label : undefined}
        onClick={onNavigate}
      >
        <Icon name={link.icon} />
        <span className="vertical-nav__label">{label}</span>
      </Link>
    </li>
  )
})

/** A collapsible group: open while it holds the active entry, until the person closes it. */
const NavGroupItem = memo(function NavGroupItem({
  group,
  ...tree
}: TreeProps & { group: Pick<MenuGroup, 'label' | 'icon' | 'active' | 'children'> }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(group.active)
  const listId = useId()
  const label = i18n._(group.label)
  return (
    <li>
      <button
        type="button"
        className="nav-link nav-group__toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-active={group.active || undefined}
        title={tree.collapsed ? label : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name={group.icon} />
        <span className="vertical-nav__label">{label}</span>
        <Icon name="chevronDown" size={16} className="nav-group__chevron" />
      </button>
      <ul id={listId} className="vertical-nav__list vertical-nav__list--nested" hidden={!open}>
        <NavNodes nodes={group.children} {...tree} />
      </ul>
    </li>
  )
})

const NavNodes = memo(function NavNodes({ nodes, ...tree }: TreeProps & { nodes: readonly MenuNode[] }) {
  return nodes.map((node) =>
    node.kind === 'link' ? (
      <NavLinkItem key={node.name} link={node} {...tree} />
    ) : (
      <NavGroupItem key={node.id} group={node} {...tree} />
    ),
  )
})

const Section = memo(function Section({ section, ...tree }: TreeProps & { section: MenuSection }) {
  const { i18n } = useLingui()
  if (section.collapsible)
    return (
      <ul className="vertical-nav__list">
        <NavGroupItem group={section} {...tree} />
      </ul>
    )
  return (
    <div className="vertical-nav__group">
      <p className="vertical-nav__group-title">
        <span className="vertical-nav__label">{i18n._(section.label)}</span>
      </p>
      <ul className="vertical-nav__list">
        <NavNodes nodes={section.children} {...tree} />
      </ul>
    </div>
  )
})

/** The menu as a column: collapsible sections and groups, headed sections, links with icons. */
export function VerticalNav({ activeRoute, collapsed, onNavigate }: VerticalNavProps) {
  const { t } = useLingui()
  const sections = useMenu(activeRoute)
  return (
    <nav
      aria-label={t`Main navigation`}
      className="vertical-nav"
      data-orientation="vertical"
      data-collapsed={collapsed}
    >
      {sections.map((section) => (
        <Section key={section.id} section={section} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </nav>
  )
}
