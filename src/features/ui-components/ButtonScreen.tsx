import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ButtonColors from './demos/ButtonColors'
import ButtonDisabled from './demos/ButtonDisabled'
import ButtonGroup from './demos/ButtonGroup'
import ButtonIconOnly from './demos/ButtonIconOnly'
import ButtonLink from './demos/ButtonLink'
import ButtonLoading from './demos/ButtonLoading'
import ButtonSizes from './demos/ButtonSizes'
import ButtonVariants from './demos/ButtonVariants'
import ButtonWithIcons from './demos/ButtonWithIcons'
import { sourceOf } from './demoSource'

/** `/components/button`: Radix Themes' Button, IconButton and SegmentedControl. */
export default function ButtonScreen() {
  return (
    <CataloguePage
      title={<Trans>Button</Trans>}
      intro={<Trans>Something to do on this page: Radix Themes’ Button and IconButton. To go somewhere, a link.</Trans>}
    >
      <DemoCard
        title={<Trans>Variants</Trans>}
        description={<Trans>One solid button per view for its main action.</Trans>}
        source={sourceOf('ButtonVariants')}
      >
        <ButtonVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Colours</Trans>}
        description={<Trans>The accent for actions, gray for secondary ones, red for what destroys.</Trans>}
        source={sourceOf('ButtonColors')}
      >
        <ButtonColors />
      </DemoCard>
      <DemoCard title={<Trans>Sizes</Trans>} source={sourceOf('ButtonSizes')}>
        <ButtonSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>With icons</Trans>}
        description={<Trans>An arrow that points along the reading turns round in Arabic.</Trans>}
        source={sourceOf('ButtonWithIcons')}
      >
        <ButtonWithIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>Icon buttons</Trans>}
        description={<Trans>Named for screen readers, with a tooltip for everyone.</Trans>}
        source={sourceOf('ButtonIconOnly')}
      >
        <ButtonIconOnly />
      </DemoCard>
      <DemoCard
        title={<Trans>Loading</Trans>}
        description={<Trans>Busy while the action runs; a second click does nothing.</Trans>}
        source={sourceOf('ButtonLoading')}
      >
        <ButtonLoading />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>With the reason written beside it.</Trans>}
        source={sourceOf('ButtonDisabled')}
      >
        <ButtonDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Groups</Trans>}
        description={<Trans>One view among a few, or related actions side by side.</Trans>}
        source={sourceOf('ButtonGroup')}
      >
        <ButtonGroup />
      </DemoCard>
      <DemoCard
        title={<Trans>Link styled as a button</Trans>}
        description={<Trans>It goes somewhere, so it is a link.</Trans>}
        source={sourceOf('ButtonLink')}
      >
        <ButtonLink />
      </DemoCard>
    </CataloguePage>
  )
}
