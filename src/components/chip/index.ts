export { Chip } from './Chip'
export { ChipGroup } from './ChipGroup'
export type { ChipColor, ChipItem } from './chipTypes'
