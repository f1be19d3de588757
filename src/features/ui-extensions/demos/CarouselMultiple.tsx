import { useLingui } from '@lingui/react/macro'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/**
 * Three bags per view, as in a shop's "You may also like". The width is CSS (`ext-carousel--three`);
 * `slidesToScroll: 'auto'` moves by what is in view, so a dot is a page of three.
 */
export default function CarouselMultiple() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel({ slidesToScroll: 'auto', align: 'start' })
  return (
    <Carousel
      label={t`Coffee bags`}
      viewportRef={viewportRef}
      className="ext-carousel--three"
      controls={<CarouselControls api={api} />}
    >
      {ORIGINS.map((origin, index) => (
        <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
          <OriginSlide origin={origin} price />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
