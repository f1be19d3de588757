import { useLingui } from '@lingui/react/macro'
import Fade from 'embla-carousel-fade'
import { useState } from 'react'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { ORIGINS } from '../slides/origins'

/** Slides cross-fade instead of sliding (Embla's Fade plugin); dragging still works. */
export default function CarouselFade() {
  const { t, i18n } = useLingui()
  // One plugin instance for the carousel's life: a new one each render would restart it.
  const [plugins] = useState(() => [Fade()])
  const [viewportRef, api] = useCarousel({ loop: true }, plugins)
  return (
    <Carousel
      label={t`Origin landscapes`}
      viewportRef={viewportRef}
      className="ext-carousel--fade"
      controls={<CarouselControls api={api} />}
    >
      {ORIGINS.map((origin, index) => (
        <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
          <img className="ext-slide-image" src={origin.image} alt={i18n._(origin.name)} width={640} height={400} />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
