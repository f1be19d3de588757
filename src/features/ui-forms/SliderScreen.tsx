import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import SliderBasic from './demos/SliderBasic'
import SliderColors from './demos/SliderColors'
import SliderDisabled from './demos/SliderDisabled'
import SliderSizes from './demos/SliderSizes'
import SliderSteps from './demos/SliderSteps'
import SliderVertical from './demos/SliderVertical'
import { sourceOf } from './demoSource'

/** `/forms/slider`: Radix Themes' Slider, through the kit's NamedSlider so each thumb has a name. */
export default function SliderScreen() {
  return (
    <CataloguePage
      title={<Trans>Slider</Trans>}
      intro={
        <Trans>
          A value chosen along a track: Radix Themes’ Slider through NamedSlider (@/components/slider), which names each
          thumb and says its value in the current language. Arrows move a step, Page Up and Page Down ten, Home and End
          to the ends; right to left, the left arrow raises the value.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>With its value</Trans>}
        description={<Trans>The value written beside the label, formatted in the current language.</Trans>}
        source={sourceOf('SliderBasic')}
      >
        <SliderBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>Colours</Trans>}
        description={<Trans>The accent by default; another colour when it carries a meaning.</Trans>}
        source={sourceOf('SliderColors')}
      >
        <SliderColors />
      </DemoCard>
      <DemoCard
        title={<Trans>Sizes and variants</Trans>}
        description={<Trans>Three sizes, and the surface, classic and soft variants.</Trans>}
        source={sourceOf('SliderSizes')}
      >
        <SliderSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>Steps</Trans>}
        description={<Trans>A step of 10 with its marks written under the track.</Trans>}
        source={sourceOf('SliderSteps')}
      >
        <SliderSteps />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>Shown but locked, with the reason beside it.</Trans>}
        source={sourceOf('SliderDisabled')}
      >
        <SliderDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Vertical</Trans>}
        description={<Trans>Upright in a box of fixed height: Up raises, Down lowers.</Trans>}
        source={sourceOf('SliderVertical')}
      >
        <SliderVertical />
      </DemoCard>
    </CataloguePage>
  )
}
