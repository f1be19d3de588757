/* The horizontal menu's popovers, a chunk fetched after the shell's first paint (HorizontalNav.tsx). */
import { useLingui } from '@lingui/react/macro'
import { Popover } from '@radix-ui/themes'
import { useState } from 'react'
import { IconChevronRight } from '@tabler/icons-react'
import { Link } from 'wouter'
import { HORIZONTAL_NAV_POPOVER_OFFSET } from '@/config/app'
import type { DeferredPopupOpening } from '@/components/deferred'
import { Icon } from '@/components/icons'
import type { MenuGroup, MenuNode, MenuSection } from './menu'

/** Links and nested groups inside a popover; choosing a link closes every popover it sits in. */
function PopoverNodes({ nodes, onNavigate }: { nodes: readonly MenuNode[]; onNavigate(): void }) {
  const { i18n } = useLingui()
  return (
    <ul className="horizontal-nav__list">
      {nodes.map((node) =>
        node.kind === 'link' ? (
          <li key={node.name}>
            <Link
              href={node.href}
              className="nav-link"
              aria-current={node.active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon name={node.icon} />
              <span>{i18n._(node.label)}</span>
            </Link>
          </li>
        ) : (
          <li key={node.id}>
            <GroupPopover group={node} nested onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  )
}

/**
 * A section (in the row) or a nested group (inside another popover) as a popover 4 px from its
 * trigger (docs/product.md, "Limits and constants"); nested ones open towards the inline end.
 */
export function GroupPopover({
  group,
  nested = false,
  onNavigate,
  button,
  defaultOpen = false,
}: {
  group: MenuSection | MenuGroup
  nested?: boolean
  onNavigate?(): void
} & Partial<DeferredPopupOpening>) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(defaultOpen)
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl'
  const close = () => {
    setOpen(false)
    onNavigate?.()
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        {button ?? (
          <button type="button" className="nav-link nav-group__toggle" data-active={group.active || undefined}>
            <Icon name={group.icon} />
            <span>{i18n._(group.label)}</span>
            {/* Points to where the popover opens: mirrored in right-to-left (icon.css). */}
            <IconChevronRight size={16} aria-hidden="true" className="nav-group__chevron icon--mirror-rtl" />
          </button>
        )}
      </Popover.Trigger>
      <Popover.Content
        sideOffset={HORIZONTAL_NAV_POPOVER_OFFSET}
        side={nested ? (rtl ? 'left' : 'right') : 'bottom'}
        align="start"
        className="horizontal-nav__popover"
      >
        <PopoverNodes nodes={group.children} onNavigate={close} />
      </Popover.Content>
    </Popover.Root>
  )
}
