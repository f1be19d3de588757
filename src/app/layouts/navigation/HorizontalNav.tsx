import { useLingui } from '@lingui/react/macro'
import { Button, Popover } from '@radix-ui/themes'
import { useState } from 'react'
import { Link } from 'wouter'
import { HORIZONTAL_NAV_POPOVER_OFFSET } from '@/config/app'
import { Icon } from '@/components/icons'
import type { MenuGroup } from './menu'
import { useMenu } from './useMenu'

function GroupPopover({ group, activeRoute }: { group: MenuGroup; activeRoute: string }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const containsActive = group.items.some((item) => item.name === activeRoute)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <Button
          variant={containsActive ? 'soft' : 'ghost'}
          color={containsActive ? undefined : 'gray'}
          className="horizontal-nav__trigger"
        >
          {i18n._(group.label)}
          <Icon name="chevronDown" size={16} />
        </Button>
      </Popover.Trigger>
      <Popover.Content sideOffset={HORIZONTAL_NAV_POPOVER_OFFSET} className="horizontal-nav__popover">
        <ul className="horizontal-nav__list">
          {group.items.map((item) => (
            <li key={item.name}>
              <Link
                href={item.href}
                className="nav-link"
                aria-current={item.name === activeRoute ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <Icon name={item.icon} />
                <span>{i18n._(item.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  )
}

/** The menu as a row under the navbar; each group opens as a popover. */
export function HorizontalNav({ activeRoute }: { activeRoute: string }) {
  const { t } = useLingui()
  const groups = useMenu()
  return (
    <nav aria-label={t`Main navigation`} className="horizontal-nav" data-orientation="horizontal">
      <ul className="horizontal-nav__groups">
        {groups.map((group) => (
          <li key={group.id}>
            <GroupPopover group={group} activeRoute={activeRoute} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
