import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import './extensions.css'
import CarouselAutoplay from './demos/CarouselAutoplay'
import CarouselCentered from './demos/CarouselCentered'
import CarouselDirection from './demos/CarouselDirection'
import CarouselFade from './demos/CarouselFade'
import CarouselGrid from './demos/CarouselGrid'
import CarouselLazy from './demos/CarouselLazy'
import CarouselMany from './demos/CarouselMany'
import CarouselMultiple from './demos/CarouselMultiple'
import CarouselNavigation from './demos/CarouselNavigation'
import CarouselPagination from './demos/CarouselPagination'
import CarouselProgress from './demos/CarouselProgress'
import CarouselResponsive from './demos/CarouselResponsive'
import CarouselThumbs from './demos/CarouselThumbs'
import { sourceOf } from './demoSource'

/** `/extensions/swiper`: carousels with Embla, announced as carousels, mirrored in right-to-left. */
export default function CarouselScreen() {
  return (
    <CataloguePage
      title={<Trans>Carousel</Trans>}
      intro={
        <Trans>
          Embla with the feature’s carousel pieces (ui-extensions/carousel): a named region of slides, previous and next
          buttons, dots, and the reading direction taken from the page.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Navigation</Trans>}
        description={<Trans>Previous and next, disabled at the ends.</Trans>}
        source={sourceOf('CarouselNavigation')}
      >
        <CarouselNavigation />
      </DemoCard>
      <DemoCard
        title={<Trans>Pagination</Trans>}
        description={<Trans>A dot per slide, the current one marked; it loops round.</Trans>}
        source={sourceOf('CarouselPagination')}
      >
        <CarouselPagination />
      </DemoCard>
      <DemoCard
        title={<Trans>Progress</Trans>}
        description={<Trans>A bar that follows the scroll, free dragging.</Trans>}
        source={sourceOf('CarouselProgress')}
      >
        <CarouselProgress />
      </DemoCard>
      <DemoCard
        title={<Trans>Several per view</Trans>}
        description={<Trans>Three bags at a time, moved by pages of three.</Trans>}
        source={sourceOf('CarouselMultiple')}
      >
        <CarouselMultiple />
      </DemoCard>
      <DemoCard
        title={<Trans>Centred</Trans>}
        description={<Trans>The selected slide in the middle, its neighbours peeking.</Trans>}
        source={sourceOf('CarouselCentered')}
      >
        <CarouselCentered />
      </DemoCard>
      <DemoCard
        title={<Trans>Fade</Trans>}
        description={<Trans>Pictures cross-fade instead of sliding.</Trans>}
        source={sourceOf('CarouselFade')}
      >
        <CarouselFade />
      </DemoCard>
      <DemoCard
        title={<Trans>Autoplay</Trans>}
        description={<Trans>Moves on by itself, with a pause button; still for those who ask for less motion.</Trans>}
        source={sourceOf('CarouselAutoplay')}
      >
        <CarouselAutoplay />
      </DemoCard>
      <DemoCard
        title={<Trans>Thumbnails gallery</Trans>}
        description={<Trans>A strip of thumbnails kept in step with the big picture.</Trans>}
        source={sourceOf('CarouselThumbs')}
      >
        <CarouselThumbs />
      </DemoCard>
      <DemoCard
        title={<Trans>Grid</Trans>}
        description={<Trans>Two rows of bags, two columns in view.</Trans>}
        source={sourceOf('CarouselGrid')}
      >
        <CarouselGrid />
      </DemoCard>
      <DemoCard
        title={<Trans>Lazy pictures</Trans>}
        description={<Trans>A picture is loaded when its slide comes near.</Trans>}
        source={sourceOf('CarouselLazy')}
      >
        <CarouselLazy />
      </DemoCard>
      <DemoCard
        title={<Trans>Responsive</Trans>}
        description={<Trans>One, two or three per view with the width of the window.</Trans>}
        source={sourceOf('CarouselResponsive')}
      >
        <CarouselResponsive />
      </DemoCard>
      <DemoCard
        title={<Trans>Many slides</Trans>}
        description={<Trans>A year of days; only the slides near the view render their content.</Trans>}
        source={sourceOf('CarouselMany')}
      >
        <CarouselMany />
      </DemoCard>
      <DemoCard
        title={<Trans>Right to left</Trans>}
        description={<Trans>The carousel follows the reading direction: try the switch.</Trans>}
        source={sourceOf('CarouselDirection')}
      >
        <CarouselDirection />
      </DemoCard>
    </CataloguePage>
  )
}
