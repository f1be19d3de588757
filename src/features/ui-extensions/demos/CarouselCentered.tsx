import { useLingui } from '@lingui/react/macro'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/** The selected slide in the middle, its neighbours peeking on both sides; it loops round. */
export default function CarouselCentered() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel({ align: 'center', loop: true })
  return (
    <Carousel
      label={t`Featured origins`}
      viewportRef={viewportRef}
      className="ext-carousel--peek"
      controls={<CarouselControls api={api} />}
    >
      {ORIGINS.map((origin, index) => (
        <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
          <OriginSlide origin={origin} />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
