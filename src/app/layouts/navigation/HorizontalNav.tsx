import { useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { DeferredPopup } from '@/components/deferred'
import { Icon } from '@/components/icons'
import { useMenu } from './useMenu'

// The sections' popovers (Radix Popover, Floating UI) come after the shell's first paint.
const loadSectionPopover = () => import('./HorizontalNavPopover').then((module) => module.GroupPopover)

/** The menu as a row under the navbar; each section opens as a popover. */
export function HorizontalNav({ activeRoute }: { activeRoute: string }) {
  const { t, i18n } = useLingui()
  const sections = useMenu(activeRoute)
  return (
    <nav aria-label={t`Main navigation`} className="horizontal-nav" data-orientation="horizontal">
      <ul className="horizontal-nav__groups">
        {sections.map((section) => (
          <li key={section.id}>
            <DeferredPopup load={loadSectionPopover} props={{ group: section }} opens="dialog">
              <Button
                variant={section.active ? 'soft' : 'ghost'}
                color={section.active ? undefined : 'gray'}
                className="horizontal-nav__trigger"
                data-active={section.active || undefined}
              >
                <Icon name={section.icon} size={18} />
                {i18n._(section.label)}
                <Icon name="chevronDown" size={16} />
              </Button>
            </DeferredPopup>
          </li>
        ))}
      </ul>
    </nav>
  )
}
