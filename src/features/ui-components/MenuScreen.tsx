import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import MenuBasic from './demos/MenuBasic'
import MenuContext from './demos/MenuContext'
import MenuDestructive from './demos/MenuDestructive'
import MenuIconButton from './demos/MenuIconButton'
import MenuIconsShortcuts from './demos/MenuIconsShortcuts'
import MenuSelection from './demos/MenuSelection'
import MenuSubmenu from './demos/MenuSubmenu'
import { sourceOf } from './demoSource'

/** `/components/menu`: Radix Themes' DropdownMenu and ContextMenu. */
export default function MenuScreen() {
  return (
    <CataloguePage
      title={<Trans>Menu</Trans>}
      intro={
        <Trans>
          Actions behind a button or a right-click: Radix Themes’ DropdownMenu and ContextMenu, keyboard-ready and
          mirrored in Arabic.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>A few actions on one thing, with one that is not available now.</Trans>}
        source={sourceOf('MenuBasic')}
      >
        <MenuBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>With icons and shortcuts</Trans>}
        description={<Trans>Icons help scanning; shortcuts teach the keys.</Trans>}
        source={sourceOf('MenuIconsShortcuts')}
      >
        <MenuIconsShortcuts />
      </DemoCard>
      <DemoCard
        title={<Trans>Checkbox and radio items</Trans>}
        description={<Trans>Filters that can be combined, and one sort order out of several.</Trans>}
        source={sourceOf('MenuSelection')}
      >
        <MenuSelection />
      </DemoCard>
      <DemoCard
        title={<Trans>Submenu and disabled items</Trans>}
        description={<Trans>A second level for a choice among places; what cannot be picked is greyed out.</Trans>}
        source={sourceOf('MenuSubmenu')}
      >
        <MenuSubmenu />
      </DemoCard>
      <DemoCard
        title={<Trans>Destructive item</Trans>}
        description={<Trans>In red, last, and asking first when it cannot be undone.</Trans>}
        source={sourceOf('MenuDestructive')}
      >
        <MenuDestructive />
      </DemoCard>
      <DemoCard
        title={<Trans>Context menu</Trans>}
        description={<Trans>Right-click the card, or focus it and press Shift+F10.</Trans>}
        source={sourceOf('MenuContext')}
      >
        <MenuContext />
      </DemoCard>
      <DemoCard
        title={<Trans>From an icon button</Trans>}
        description={<Trans>The usual “more” button of a row, named for the row it acts on.</Trans>}
        source={sourceOf('MenuIconButton')}
      >
        <MenuIconButton />
      </DemoCard>
    </CataloguePage>
  )
}
