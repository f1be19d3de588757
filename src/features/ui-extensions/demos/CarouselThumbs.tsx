import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Carousel, CarouselSlide, useCarousel, useCarouselState } from '../carousel'
import { ORIGINS } from '../slides/origins'

/** A gallery: the big picture and a strip of thumbnails, each choosing the other. */
export default function CarouselThumbs() {
  const { t, i18n } = useLingui()
  const [mainRef, main] = useCarousel()
  const [thumbsRef, thumbs] = useCarousel({ containScroll: 'keepSnaps', dragFree: true })
  const { selected } = useCarouselState(main)

  // The strip follows the big picture, swiped or chosen.
  useEffect(() => {
    thumbs?.scrollTo(selected)
  }, [thumbs, selected])

  return (
    <div>
      <Carousel label={t`Origin gallery`} viewportRef={mainRef}>
        {ORIGINS.map((origin, index) => (
          <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
            <img className="ext-slide-image" src={origin.image} alt={i18n._(origin.name)} width={640} height={400} />
          </CarouselSlide>
        ))}
      </Carousel>
      <div className="ext-carousel ext-carousel--thumbs">
        <div className="ext-carousel__viewport" ref={thumbsRef}>
          <div className="ext-carousel__container">
            {ORIGINS.map((origin, index) => {
              const name = i18n._(origin.name)
              return (
                <div key={origin.id} className="ext-carousel__slide">
                  <button
                    type="button"
                    className="ext-thumb"
                    aria-label={t`Show ${name}`}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => main?.scrollTo(index)}
                  >
                    <img src={origin.image} alt="" width={160} height={100} />
                  </button>
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </div>
  )
}
