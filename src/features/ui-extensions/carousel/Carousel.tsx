import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton } from '@radix-ui/themes'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { Direction } from 'radix-ui'
import type { HTMLAttributes, ReactNode } from 'react'
import { useFormat } from '@/components/format'
import type { EmblaViewportRefType } from 'embla-carousel-react'
import { useCarouselState, usePrefersReducedMotion, type CarouselApi } from './useCarousel'

interface CarouselProps {
  /** What the slides are ("Coffee origins"): the region's name. */
  label: string
  /** The first value of `useCarousel`. */
  viewportRef: EmblaViewportRefType
  /** `CarouselSlide`s. */
  children: ReactNode
  /** Buttons, dots, a progress bar: under the slides. */
  controls?: ReactNode
  className?: string
}

/** A carousel region (WAI-ARIA's carousel pattern): named, announced as a carousel, its slides inside. */
export function Carousel({ label, viewportRef, children, controls, className }: CarouselProps) {
  const { t } = useLingui()
  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      className={className ? `ext-carousel ${className}` : 'ext-carousel'}
    >
      <div className="ext-carousel__viewport" ref={viewportRef}>
        <div className="ext-carousel__container">{children}</div>
      </div>
      {controls}
    </div>
  )
}

interface SlideProps extends HTMLAttributes<HTMLDivElement> {
  index: number
  count: number
}

/** One slide, announced as "slide, 3 of 8". */
export function CarouselSlide({ index, count, className, children, ...rest }: SlideProps) {
  const { t } = useLingui()
  const format = useFormat()
  const current = format.number(index + 1)
  const total = format.number(count)
  return (
    <div
      role="group"
      aria-roledescription={t`slide`}
      aria-label={t`${current} of ${total}`}
      className={className ? `ext-carousel__slide ${className}` : 'ext-carousel__slide'}
      {...rest}
    >
      {children}
    </div>
  )
}

/** Previous and next, disabled at the ends; the chevrons point the reading direction's way. */
export function CarouselButtons({ api }: { api: CarouselApi }) {
  const { t } = useLingui()
  const rtl = Direction.useDirection() === 'rtl'
  const { canPrev, canNext } = useCarouselState(api)
  // With less motion asked for, a button jumps to the slide instead of scrolling there.
  const jump = usePrefersReducedMotion()
  const Back = rtl ? IconChevronRight : IconChevronLeft
  const Forward = rtl ? IconChevronLeft : IconChevronRight
  return (
    <Flex gap="2">
      <IconButton
        variant="soft"
        aria-label={t`Previous slide`}
        disabled={!canPrev}
        onClick={() => api?.scrollPrev(jump)}
      >
        <Back size={18} aria-hidden />
      </IconButton>
      <IconButton variant="soft" aria-label={t`Next slide`} disabled={!canNext} onClick={() => api?.scrollNext(jump)}>
        <Forward size={18} aria-hidden />
      </IconButton>
    </Flex>
  )
}

/** One dot per snap, named "Go to slide 3", the current one marked `aria-current`. */
export function CarouselDots({ api }: { api: CarouselApi }) {
  const { t } = useLingui()
  const format = useFormat()
  const { selected, snapCount } = useCarouselState(api)
  const jump = usePrefersReducedMotion()
  return (
    <div role="group" aria-label={t`Choose a slide`} className="ext-carousel__dots">
      {Array.from({ length: snapCount }, (_, index) => {
        const number = format.number(index + 1)
        return (
          <button
            key={index}
            type="button"
            className="ext-carousel__dot"
            aria-label={t`Go to slide ${number}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => api?.scrollTo(index, jump)}
          />
        )
      })}
    </div>
  )
}

/** The usual row under a carousel: dots at the start, buttons at the end. */
export function CarouselControls({ api }: { api: CarouselApi }) {
  return (
    <Flex justify="between" align="center" gap="3" mt="3">
      <CarouselDots api={api} />
      <CarouselButtons api={api} />
    </Flex>
  )
}
