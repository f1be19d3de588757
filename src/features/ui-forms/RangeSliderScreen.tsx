import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import RangeSliderDisabled from './demos/RangeSliderDisabled'
import RangeSliderHours from './demos/RangeSliderHours'
import RangeSliderPrice from './demos/RangeSliderPrice'
import RangeSliderVertical from './demos/RangeSliderVertical'
import { sourceOf } from './demoSource'

/** `/forms/range-slider`: two thumbs on one Radix Themes Slider, each named. */
export default function RangeSliderScreen() {
  return (
    <CataloguePage
      title={<Trans>Range slider</Trans>}
      intro={
        <Trans>
          A span between two values: one NamedSlider (@/components/slider) with two thumbs, each with its own name, kept
          apart by a least distance (minStepsBetweenThumbs).
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Price range</Trans>}
        description={
          <Trans>
            Prices in euros written the language’s way, with two fields that follow the thumbs and move them.
          </Trans>
        }
        source={sourceOf('RangeSliderPrice')}
      >
        <RangeSliderPrice />
      </DemoCard>
      <DemoCard
        title={<Trans>Hours</Trans>}
        description={<Trans>Times written as the language writes them, 12 or 24 hours.</Trans>}
        source={sourceOf('RangeSliderHours')}
      >
        <RangeSliderHours />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>Shown but locked, with the reason beside it.</Trans>}
        source={sourceOf('RangeSliderDisabled')}
      >
        <RangeSliderDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Vertical</Trans>}
        description={<Trans>Two thumbs on an upright track.</Trans>}
        source={sourceOf('RangeSliderVertical')}
      >
        <RangeSliderVertical />
      </DemoCard>
    </CataloguePage>
  )
}
