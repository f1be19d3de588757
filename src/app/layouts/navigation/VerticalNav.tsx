import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Icon } from '@/components/icons'
import { useMenu } from './useMenu'

interface VerticalNavProps {
  activeRoute: string
  /** Collapsed to icons; it expands while hovered or focused. */
  collapsed: boolean
  onNavigate?(): void
}

/** The menu as a column: group titles, then links with icons. */
export function VerticalNav({ activeRoute, collapsed, onNavigate }: VerticalNavProps) {
  const { i18n, t } = useLingui()
  const groups = useMenu()
  return (
    <nav
      aria-label={t`Main navigation`}
      className="vertical-nav"
      data-orientation="vertical"
      data-collapsed={collapsed}
    >
      {groups.map((group) => (
        <div key={group.id} className="vertical-nav__group">
          <p className="vertical-nav__group-title">
            <span className="vertical-nav__label">{i18n._(group.label)}</span>
          </p>
          <ul className="vertical-nav__list">
            {group.items.map((item) => {
              const label = i18n._(item.label)
              return (
                <li key={item.name}>
                  <Link
                    href={item.href}
                    className="nav-link"
                    aria-current={item.name === activeRoute ? 'page' : undefined}
                    title={collapsed ? label : undefined}
                    onClick={onNavigate}
                  >
                    <Icon name={item.icon} />
                    <span className="vertical-nav__label">{label}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}
