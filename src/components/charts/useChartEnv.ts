import { Direction } from 'radix-ui'
import { useSyncExternalStore } from 'react'
import { useFormat } from '../format/useFormat'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * What a chart view adapts to: the direction (a right-to-left chart reads from the right, its
 * value axis on the right), the person's wish for less motion, and the language's number format.
 */
export function useChartEnv(formatValue?: (value: number) => string) {
  const rtl = Direction.useDirection() === 'rtl'
  const animate = !useSyncExternalStore(subscribe, () => window.matchMedia(REDUCED_MOTION).matches)
  const format = useFormat()
  return {
    rtl,
    animate,
    formatValue: formatValue ?? ((value: number) => format.number(value)),
    /** Axis ticks: short ("12K") unless the screen gives its own format. */
    formatTick: formatValue ?? ((value: number) => format.compact(value)),
  }
}
