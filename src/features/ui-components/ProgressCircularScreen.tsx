import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ProgressCircularButton from './demos/ProgressCircularButton'
import ProgressCircularColors from './demos/ProgressCircularColors'
import ProgressCircularIndeterminate from './demos/ProgressCircularIndeterminate'
import ProgressCircularSizes from './demos/ProgressCircularSizes'
import ProgressCircularUpload from './demos/ProgressCircularUpload'
import { sourceOf } from './demoSource'
import './progress.css'

/** `/components/progress-circular`: the kit's CircularProgress (`@/components/progress`). */
export default function ProgressCircularScreen() {
  return (
    <CataloguePage
      title={<Trans>Circular progress</Trans>}
      intro={
        <Trans>
          A progress ring of our own (Radix Themes has none): how far along, or a spinner while the amount is unknown.
          Import it from @/components/progress.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Colours</Trans>}
        description={<Trans>The accent by default; green, amber, red or blue when the colour carries a meaning.</Trans>}
        source={sourceOf('ProgressCircularColors')}
      >
        <ProgressCircularColors />
      </DemoCard>
      <DemoCard
        title={<Trans>Sizes</Trans>}
        description={<Trans>From inline (16 px) to a figure in its own right (64 px).</Trans>}
        source={sourceOf('ProgressCircularSizes')}
      >
        <ProgressCircularSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>Indeterminate</Trans>}
        description={<Trans>While the amount of work is unknown; it stops spinning under reduced motion.</Trans>}
        source={sourceOf('ProgressCircularIndeterminate')}
      >
        <ProgressCircularIndeterminate />
      </DemoCard>
      <DemoCard
        title={<Trans>Determinate: uploading a reel</Trans>}
        description={<Trans>Start, pause and reset: the ring and the words follow the upload.</Trans>}
        source={sourceOf('ProgressCircularUpload')}
      >
        <ProgressCircularUpload />
      </DemoCard>
      <DemoCard
        title={<Trans>Loading button</Trans>}
        description={<Trans>A button busy with its request: disabled, with a ring and new words.</Trans>}
        source={sourceOf('ProgressCircularButton')}
      >
        <ProgressCircularButton />
      </DemoCard>
    </CataloguePage>
  )
}
