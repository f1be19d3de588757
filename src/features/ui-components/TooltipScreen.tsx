import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import TooltipDelays from './demos/TooltipDelays'
import TooltipDisabled from './demos/TooltipDisabled'
import TooltipIconButtons from './demos/TooltipIconButtons'
import TooltipRich from './demos/TooltipRich'
import TooltipSides from './demos/TooltipSides'
import TooltipTruncated from './demos/TooltipTruncated'
import { sourceOf } from './demoSource'
import './tooltips.css'

/** `/components/tooltip`: the kit's Tooltip (`@/components/Tooltip`), never Radix Themes' directly. */
export default function TooltipScreen() {
  return (
    <CataloguePage
      title={<Trans>Tooltip</Trans>}
      intro={
        <Trans>
          A short hint on hover and keyboard focus: the kit’s Tooltip, Radix Themes’ with its own provider. Import it
          from @/components/Tooltip.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Sides</Trans>}
        description={<Trans>Top, bottom, and start and end, mirrored in Arabic.</Trans>}
        source={sourceOf('TooltipSides')}
      >
        <TooltipSides />
      </DemoCard>
      <DemoCard
        title={<Trans>On icon buttons</Trans>}
        description={<Trans>The tooltip repeats the button’s name; it does not replace it.</Trans>}
        source={sourceOf('TooltipIconButtons')}
      >
        <TooltipIconButtons />
      </DemoCard>
      <DemoCard
        title={<Trans>On a disabled button</Trans>}
        description={<Trans>Wrapped, so the tooltip still opens and says why.</Trans>}
        source={sourceOf('TooltipDisabled')}
      >
        <TooltipDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Delays</Trans>}
        description={<Trans>How long the pointer rests before it opens.</Trans>}
        source={sourceOf('TooltipDelays')}
      >
        <TooltipDelays />
      </DemoCard>
      <DemoCard
        title={<Trans>Rich content</Trans>}
        description={<Trans>A title and a figure; nothing to click.</Trans>}
        source={sourceOf('TooltipRich')}
      >
        <TooltipRich />
      </DemoCard>
      <DemoCard
        title={<Trans>On truncated text</Trans>}
        description={<Trans>The full text of a caption cut short.</Trans>}
        source={sourceOf('TooltipTruncated')}
      >
        <TooltipTruncated />
      </DemoCard>
    </CataloguePage>
  )
}
