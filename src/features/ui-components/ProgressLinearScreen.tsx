import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ProgressLinearBuffer from './demos/ProgressLinearBuffer'
import ProgressLinearColors from './demos/ProgressLinearColors'
import ProgressLinearIndeterminate from './demos/ProgressLinearIndeterminate'
import ProgressLinearSizes from './demos/ProgressLinearSizes'
import ProgressLinearTimer from './demos/ProgressLinearTimer'
import ProgressLinearVariants from './demos/ProgressLinearVariants'
import { sourceOf } from './demoSource'
import './progress.css'

/** `/components/progress-linear`: Radix Themes' Progress. */
export default function ProgressLinearScreen() {
  return (
    <CataloguePage
      title={<Trans>Linear progress</Trans>}
      intro={<Trans>How far along a task is, as a bar: Radix Themes’ Progress, named for what it measures.</Trans>}
    >
      <DemoCard
        title={<Trans>Colours</Trans>}
        description={<Trans>The accent by default; fixed scales when the colour means something.</Trans>}
        source={sourceOf('ProgressLinearColors')}
      >
        <ProgressLinearColors />
      </DemoCard>
      <DemoCard title={<Trans>Sizes</Trans>} source={sourceOf('ProgressLinearSizes')}>
        <ProgressLinearSizes />
      </DemoCard>
      <DemoCard title={<Trans>Variants</Trans>} source={sourceOf('ProgressLinearVariants')}>
        <ProgressLinearVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Indeterminate</Trans>}
        description={<Trans>No value, and a duration: how long the task usually takes.</Trans>}
        source={sourceOf('ProgressLinearIndeterminate')}
      >
        <ProgressLinearIndeterminate />
      </DemoCard>
      <DemoCard
        title={<Trans>Buffer</Trans>}
        description={<Trans>Two bars in one place: loaded underneath, played on top.</Trans>}
        source={sourceOf('ProgressLinearBuffer')}
      >
        <ProgressLinearBuffer />
      </DemoCard>
      <DemoCard
        title={<Trans>With a label and percentage</Trans>}
        description={<Trans>Driven by a timer you start, pause and reset.</Trans>}
        source={sourceOf('ProgressLinearTimer')}
      >
        <ProgressLinearTimer />
      </DemoCard>
    </CataloguePage>
  )
}
