import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { IconAlertCircle, IconChevronRight, IconLayoutList, IconSquareToggle, type Icon } from '@tabler/icons-react'
import { Link, useLocation } from 'wouter'
import { pathOf } from '@/routes/match'
import '../lists.css'
import '../mirrored-icons.css'

/**
 * A list of links in a named `<nav>`: real links (open in a new tab, Back works), the current
 * page marked with `aria-current`. The chevron points along the reading, so it turns in Arabic.
 */
export default function ListNavigation() {
  const { t } = useLingui()
  const [location] = useLocation()
  const links: { path: string; icon: Icon; label: string }[] = [
    { path: pathOf('components-alert'), icon: IconAlertCircle, label: t`Alert` },
    { path: pathOf('components-chip'), icon: IconSquareToggle, label: t`Chip` },
    { path: pathOf('components-list'), icon: IconLayoutList, label: t`List` },
  ]
  return (
    <nav aria-label={t`Catalogue pages`}>
      <ul className="uica-list uica-nav-list">
        {links.map(({ path, icon: LinkIcon, label }) => (
          <li key={path}>
            <Link href={path} aria-current={location === path ? 'page' : undefined}>
              <LinkIcon size={18} aria-hidden />
              <Text size="2" className="uica-list__grow">
                {label}
              </Text>
              <IconChevronRight size={16} aria-hidden className="uica-flip-rtl" />
            </Link>
          </li>
        ))}
      </ul>
      <Text size="1" color="gray">
        <Trans>This page is marked as the current one.</Trans>
      </Text>
    </nav>
  )
}
