import { useLingui } from '@lingui/react/macro'
import { Flex, Progress } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { Carousel, CarouselButtons, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/** A bar that follows the scroll (Embla's `scrollProgress`, 0 to 1), also while dragging. */
export default function CarouselProgress() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel({ dragFree: true })
  const [progress, setProgress] = useState(0)

  useEffect(() => {
    if (!api) return
    const read = () => setProgress(Math.min(1, Math.max(0, api.scrollProgress())))
    read()
    api.on('scroll', read).on('reInit', read)
    return () => void api.off('scroll', read).off('reInit', read)
  }, [api])

  return (
    <Carousel
      label={t`Tasting notes`}
      viewportRef={viewportRef}
      className="ext-carousel--two"
      controls={
        <Flex align="center" gap="3" mt="3">
          <Progress value={progress * 100} aria-label={t`Scrolled through the origins`} style={{ flex: 1 }} />
          <CarouselButtons api={api} />
        </Flex>
      }
    >
      {ORIGINS.map((origin, index) => (
        <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
          <OriginSlide origin={origin} />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
