import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { Carousel, CarouselButtons, CarouselSlide, useCarousel, useCarouselState, useSlidesInView } from '../carousel'

const DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000

/** A year of replies, made up but steady from one visit to the next: a weekly rhythm and a slow rise. */
function repliesOn(day: number) {
  return Math.round(60 + day / 4 + 25 * Math.sin((day * 2 * Math.PI) / 7) + ((day * 37) % 11))
}

/**
 * 365 slides, one per day. Embla has no virtual mode: every slide is in the DOM (an empty box Embla
 * can measure), and only the ones in view and their neighbours render their content.
 */
export default function CarouselMany() {
  const { t } = useLingui()
  const format = useFormat()
  const [viewportRef, api] = useCarousel({ startIndex: DAYS - 1 })
  const { selected } = useCarouselState(api)
  const inView = useSlidesInView(api)
  const [today] = useState(() => Date.now())
  // Before Embla has measured, the last day (the start) is the one shown.
  const shown = inView.length > 0 ? inView : [DAYS - 1]
  const first = Math.min(...shown) - 2
  const last = Math.max(...shown) + 2
  const current = format.number(selected + 1)
  const total = format.number(DAYS)

  return (
    <Carousel
      label={t`Replies per day`}
      viewportRef={viewportRef}
      controls={
        <Flex justify="between" align="center" gap="3" mt="3" wrap="wrap">
          <Text size="2" color="gray" aria-live="polite">
            <Trans>
              Day {current} of {total}
            </Trans>
          </Text>
          <Flex gap="2" align="center">
            <Button variant="soft" color="gray" onClick={() => api?.scrollTo(0)}>
              <Trans>A year ago</Trans>
            </Button>
            <Button variant="soft" color="gray" onClick={() => api?.scrollTo(DAYS - 1)}>
              <Trans>Today</Trans>
            </Button>
            <CarouselButtons api={api} />
          </Flex>
        </Flex>
      }
    >
      {Array.from({ length: DAYS }, (_, index) => {
        const replies = repliesOn(index)
        return (
          <CarouselSlide key={index} index={index} count={DAYS}>
            <div className="ext-day">
              {index >= first && index <= last && (
                <>
                  <Text as="p" size="2" color="gray">
                    {format.date(today - (DAYS - 1 - index) * DAY_MS, {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                    })}
                  </Text>
                  <Text as="p" size="6" weight="bold">
                    <Plural value={replies} one="# reply sent" other="# replies sent" />
                  </Text>
                </>
              )}
            </div>
          </CarouselSlide>
        )
      })}
    </Carousel>
  )
}
