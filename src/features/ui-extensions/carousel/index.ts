export { Carousel, CarouselButtons, CarouselControls, CarouselDots, CarouselSlide } from './Carousel'
export {
  useCarousel,
  useCarouselState,
  usePrefersReducedMotion,
  useSlidesInView,
  type CarouselApi,
  type CarouselState,
} from './useCarousel'
