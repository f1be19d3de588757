import { useLingui } from '@lingui/react/macro'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/** Dots under the slides: each one a button ("Go to slide 3"), the current one marked `aria-current`. */
export default function CarouselPagination() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel({ loop: true })
  return (
    <Carousel label={t`This month’s origins`} viewportRef={viewportRef} controls={<CarouselControls api={api} />}>
      {ORIGINS.map((origin, index) => (
        <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
          <OriginSlide origin={origin} />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
