import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Spinner, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Carousel, CarouselControls, CarouselSlide, useCarousel, useSlidesInView } from '../carousel'
import { ORIGINS } from '../slides/origins'

/**
 * Pictures loaded when their slide comes near: the ones in view (Embla's `slidesInView`) and one
 * on each side, so the next swipe finds its picture ready. A loaded picture stays loaded.
 */
export default function CarouselLazy() {
  const { t, i18n } = useLingui()
  const [viewportRef, api] = useCarousel()
  const inView = useSlidesInView(api)
  const near = new Set(inView.flatMap((index) => [index - 1, index, index + 1]))
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set())

  return (
    <Carousel label={t`Farm pictures`} viewportRef={viewportRef} controls={<CarouselControls api={api} />}>
      {ORIGINS.map((origin, index) => (
        <CarouselSlide key={origin.id} index={index} count={ORIGINS.length} className="ext-lazy">
          {(near.has(index) || loaded.has(index)) && (
            <img
              className="ext-slide-image"
              src={origin.image}
              alt={i18n._(origin.name)}
              width={640}
              height={400}
              onLoad={() => setLoaded((previous) => new Set(previous).add(index))}
            />
          )}
          {!loaded.has(index) && (
            <Flex className="ext-lazy__placeholder" align="center" justify="center" gap="2">
              <Spinner />
              <Text size="2">
                <Trans>Loading the picture…</Trans>
              </Text>
            </Flex>
          )}
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
