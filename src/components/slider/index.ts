export { NamedSlider, type NamedSliderProps } from './NamedSlider'
