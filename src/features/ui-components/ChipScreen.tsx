import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ChipChoice from './demos/ChipChoice'
import ChipColors from './demos/ChipColors'
import ChipDisabled from './demos/ChipDisabled'
import ChipFilter from './demos/ChipFilter'
import ChipInput from './demos/ChipInput'
import { sourceOf } from './demoSource'

/** `/components/chip`: the kit's Chip and ChipGroup (Radix Themes has no chip). */
export default function ChipScreen() {
  return (
    <CataloguePage
      title={<Trans>Chip</Trans>}
      intro={
        <Trans>
          Compact choices and tags: Chip and ChipGroup from @/components/chip. A group is one Tab stop; the arrow keys
          move, Space selects, Delete removes.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Filter chips</Trans>}
        description={<Trans>Several may be on at once.</Trans>}
        source={sourceOf('ChipFilter')}
      >
        <ChipFilter />
      </DemoCard>
      <DemoCard
        title={<Trans>Choice chips</Trans>}
        description={<Trans>Exactly one is chosen.</Trans>}
        source={sourceOf('ChipChoice')}
      >
        <ChipChoice />
      </DemoCard>
      <DemoCard
        title={<Trans>Input chips</Trans>}
        description={<Trans>Values typed in a field, each removable.</Trans>}
        source={sourceOf('ChipInput')}
      >
        <ChipInput />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>A chip, or a whole group, that cannot be changed now.</Trans>}
        source={sourceOf('ChipDisabled')}
      >
        <ChipDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Colours and avatars</Trans>}
        description={<Trans>Standalone tags and people, removable.</Trans>}
        source={sourceOf('ChipColors')}
      >
        <ChipColors />
      </DemoCard>
    </CataloguePage>
  )
}
