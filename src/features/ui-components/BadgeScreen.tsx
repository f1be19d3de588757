import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import BadgeColors from './demos/BadgeColors'
import BadgeOnIconButton from './demos/BadgeOnIconButton'
import BadgeSizes from './demos/BadgeSizes'
import BadgeVariants from './demos/BadgeVariants'
import BadgeWithIcon from './demos/BadgeWithIcon'
import { sourceOf } from './demoSource'

/** `/components/badge`: Radix Themes' Badge and the kit's StatusBadge. */
export default function BadgeScreen() {
  return (
    <CataloguePage
      title={<Trans>Badge</Trans>}
      intro={
        <Trans>
          A short label: Radix Themes’ Badge, or StatusBadge from @/components/status-badge for a record’s status.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants</Trans>}
        description={<Trans>Soft by default, solid for the one thing to notice.</Trans>}
        source={sourceOf('BadgeVariants')}
      >
        <BadgeVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Status colours</Trans>}
        description={<Trans>A tone, not a colour: it keeps its meaning under any theme.</Trans>}
        source={sourceOf('BadgeColors')}
      >
        <BadgeColors />
      </DemoCard>
      <DemoCard title={<Trans>Sizes</Trans>} source={sourceOf('BadgeSizes')}>
        <BadgeSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>On an icon button</Trans>}
        description={
          <Trans>A count the eye sees, a name the screen reader hears. Click the button to read them all.</Trans>
        }
        source={sourceOf('BadgeOnIconButton')}
      >
        <BadgeOnIconButton />
      </DemoCard>
      <DemoCard title={<Trans>With an icon</Trans>} source={sourceOf('BadgeWithIcon')}>
        <BadgeWithIcon />
      </DemoCard>
    </CataloguePage>
  )
}
