import { useLingui } from '@lingui/react/macro'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/**
 * One bag per view on a phone, two from 640 px, three from 1024 px. The widths are CSS media
 * queries (`ext-carousel--responsive`); Embla's `breakpoints`, on the same queries, move by as many.
 */
export default function CarouselResponsive() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel({
    align: 'start',
    breakpoints: {
      '(min-width: 640px)': { slidesToScroll: 2 },
      '(min-width: 1024px)': { slidesToScroll: 3 },
    },
  })
  return (
    <Carousel
      label={t`Shop the origins`}
      viewportRef={viewportRef}
      className="ext-carousel--responsive"
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
