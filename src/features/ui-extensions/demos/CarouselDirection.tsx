import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Flex, Text } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { Carousel, CarouselControls, CarouselSlide, useCarousel } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/**
 * Embla's `direction: 'rtl'` when the text around reads right to left: `useCarousel` takes it from
 * Radix's Direction context (the language, or this card's "Right to left" switch). The first slide
 * is then on the right, "next" points left and a swipe to the right goes back.
 */
export default function CarouselDirection() {
  const { t } = useLingui()
  const direction = Direction.useDirection()
  const [viewportRef, api] = useCarousel({ align: 'start' })
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center">
        <Text size="2">
          <Trans>Embla’s direction:</Trans>
        </Text>
        <Badge color={direction === 'rtl' ? 'amber' : 'gray'}>
          {direction === 'rtl' ? <Trans>right to left</Trans> : <Trans>left to right</Trans>}
        </Badge>
      </Flex>
      <Carousel
        label={t`Origins in the reading direction`}
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
    </Flex>
  )
}
