export { NamedSlider } from './NamedSlider'
