import type { ReactNode } from 'react'

/** Radix Themes scales a chip may take (`data-accent-color`); the accent when left out. */
export type ChipColor = 'blue' | 'grass' | 'amber' | 'red' | 'violet' | 'cyan' | 'orange' | 'pink' | 'gray'

export interface ChipItem {
  /** Stable key, what `value` and `onRemove` speak of. */
  value: string
  /** The chip's words, translated (also used to announce a removal). */
  label: string
  /** An icon (`aria-hidden`) or a small avatar before the words. */
  icon?: ReactNode
  color?: ChipColor
  disabled?: boolean
}
