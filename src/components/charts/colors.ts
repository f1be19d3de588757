/**
 * Chart colours are Radix Themes' CSS variables, never hex values: an SVG attribute such as
 * `fill="var(--accent-9)"` resolves through the cascade, so a chart follows the theme, the
 * primary colour and dark mode the moment they change, without re-rendering.
 *
 * `accent` is the primary colour the person chose. The semantic colours never follow it: success
 * is grass (the accent scale is green by default, so success must not be "green"), warning amber,
 * danger red, info blue.
 */
export const CHART_COLORS = {
  accent: 'var(--accent-9)',
  success: 'var(--grass-9)',
  warning: 'var(--amber-9)',
  danger: 'var(--red-9)',
  info: 'var(--blue-9)',
  gray: 'var(--gray-8)',
  violet: 'var(--violet-9)',
  cyan: 'var(--cyan-9)',
  orange: 'var(--orange-9)',
  pink: 'var(--pink-9)',
} as const

export type ChartColor = keyof typeof CHART_COLORS

/** The order series take when none is given: the accent first, then colours far from it and from each other. */
const PALETTE: readonly ChartColor[] = ['accent', 'info', 'warning', 'violet', 'cyan', 'pink', 'orange', 'gray']

export function seriesColor(index: number, color?: ChartColor): string {
  return CHART_COLORS[color ?? PALETTE[index % PALETTE.length] ?? 'accent']
}

/** Axis labels, grid lines and tooltips, in the theme's greys. */
export const CHART_INK = {
  text: 'var(--gray-11)',
  grid: 'var(--gray-a5)',
  panel: 'var(--color-panel-solid)',
  border: 'var(--gray-a6)',
} as const
