import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import Autoplay from 'embla-carousel-autoplay'
import { useEffect, useState } from 'react'
import { Carousel, CarouselDots, CarouselSlide, useCarousel, usePrefersReducedMotion } from '../carousel'
import { OriginSlide } from '../slides/OriginSlide'
import { ORIGINS } from '../slides/origins'

/**
 * Moves on by itself every 4 seconds, with a button to stop it (WCAG 2.2.2). It holds still while
 * the pointer is over it or focus is inside, and starts stopped for those who ask for less motion.
 */
export default function CarouselAutoplay() {
  const { t } = useLingui()
  const reducedMotion = usePrefersReducedMotion()
  // Embla's own stopOn* options would stop it for good: holding and resuming is ours.
  const [plugins] = useState(() => [
    Autoplay({ delay: 4000, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false }),
  ])
  const [viewportRef, api] = useCarousel({ loop: true }, plugins)
  // Until the person chooses, it plays unless their system asks for less motion.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const playing = chosen ?? !reducedMotion
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!autoplay) return
    if (playing && !hovered && !focused) autoplay.play()
    else autoplay.stop()
  }, [api, playing, hovered, focused])

  return (
    <div
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!event.target.closest('[data-autoplay-toggle]'))}
      onBlur={() => setFocused(false)}
    >
      <Carousel
        label={t`Origins on rotation`}
        viewportRef={viewportRef}
        controls={
          <Flex justify="between" align="center" gap="3" mt="3">
            <CarouselDots api={api} />
            <Button variant="soft" size="2" data-autoplay-toggle onClick={() => setChosen(!playing)}>
              {playing ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
              {playing ? <Trans>Pause the slideshow</Trans> : <Trans>Play the slideshow</Trans>}
            </Button>
          </Flex>
        }
      >
        {ORIGINS.map((origin, index) => (
          <CarouselSlide key={origin.id} index={index} count={ORIGINS.length}>
            <OriginSlide origin={origin} />
          </CarouselSlide>
        ))}
      </Carousel>
    </div>
  )
}
