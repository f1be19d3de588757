import { useLingui } from '@lingui/react/macro'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/** Two rows: each slide is a column holding two bags, and two columns are in view. */
export default function CarouselGrid() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel({ slidesToScroll: 'auto', align: 'start' })
  // Pairs of origins, one pair per column.
  const columns = Array.from({ length: Math.ceil(ORIGINS.length / 2) }, (_, index) =>
    ORIGINS.slice(index * 2, index * 2 + 2),
  )
  return (
    <Carousel
      label={t`Bags in two rows`}
      viewportRef={viewportRef}
      className="ext-carousel--two"
      controls={<CarouselControls api={api} />}
    >
      {columns.map((pair, index) => (
        <CarouselSlide
          key={pair.map((origin) => origin.id).join()}
          index={index}
          count={columns.length}
          className="ext-carousel__slide--rows"
        >
          {pair.map((origin) => (
            <OriginSlide key={origin.id} origin={origin} price />
          ))}
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
