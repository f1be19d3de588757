import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { Direction } from 'radix-ui'
import { useEffect, useState, useSyncExternalStore } from 'react'

export type CarouselApi = UseEmblaCarouselType[1]
type Options = NonNullable<Parameters<typeof useEmblaCarousel>[0]>
type Plugins = Parameters<typeof useEmblaCarousel>[1]

/**
 * Embla in the reading direction around it: the page's language, or a part of the page switched to
 * the other direction (the catalogue's "Right to left"), read from Radix's Direction context.
 */
export function useCarousel(options: Options = {}, plugins?: Plugins) {
  const direction = Direction.useDirection()
  return useEmblaCarousel({ ...options, direction }, plugins)
}

export interface CarouselState {
  /** The selected snap (a "page" when several slides are in view). */
  selected: number
  snapCount: number
  canPrev: boolean
  canNext: boolean
}

const INITIAL: CarouselState = { selected: 0, snapCount: 0, canPrev: false, canNext: false }

/** What the buttons and dots show, kept in step with Embla's `select` and `reInit` events. */
export function useCarouselState(api: CarouselApi): CarouselState {
  const [state, setState] = useState(INITIAL)
  useEffect(() => {
    if (!api) return
    const read = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      })
    read()
    api.on('select', read).on('reInit', read)
    return () => void api.off('select', read).off('reInit', read)
  }, [api])
  return state
}

/** The slides in view (Embla's `slidesInView`), for work done only near the reader: lazy images. */
export function useSlidesInView(api: CarouselApi): number[] {
  const [inView, setInView] = useState<number[]>([])
  useEffect(() => {
    if (!api) return
    const read = () => setInView(api.slidesInView())
    read()
    api.on('slidesInView', read).on('reInit', read)
    return () => void api.off('slidesInView', read).off('reInit', read)
  }, [api])
  return inView
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the person asked their system for less motion: nothing moves by itself then. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}
