import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { Carousel, CarouselButtons, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/** Previous and next buttons, disabled at the first and the last slide (no loop). */
export default function CarouselNavigation() {
  const { t } = useLingui()
  const [viewportRef, api] = useCarousel()
  return (
    <Carousel
      label={t`Single origins`}
      viewportRef={viewportRef}
      controls={
        <Flex justify="end" mt="3">
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
