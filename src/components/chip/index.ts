export { Chip } from './Chip'
export { ChipGroup, type ChipGroupProps } from './ChipGroup'
export type { ChipColor, ChipItem } from './chipTypes'
