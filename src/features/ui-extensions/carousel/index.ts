export { Carousel, CarouselButtons, CarouselControls, CarouselDots, CarouselSlide } from './Carousel'
export { useCarousel, useCarouselState, usePrefersReducedMotion, useSlidesInView } from './useCarousel'
