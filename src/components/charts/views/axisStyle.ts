import { CHART_INK } from '../colors'

/** Axis, grid and tooltip styling shared by the views, in the theme's greys. */
export const AXIS_TICK = { fill: CHART_INK.text, fontSize: 12 }
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: CHART_INK.panel,
    border: `1px solid ${CHART_INK.border}`,
    borderRadius: 8,
    color: 'var(--gray-12)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--gray-11)' },
  cursor: { fill: 'var(--gray-a3)', stroke: 'var(--gray-a6)' },
}
export const LEGEND_STYLE = { fontSize: 12, color: CHART_INK.text }

/**
 * Ticks of a y axis. On the right (right-to-left), Recharts anchors them at their "start", which in
 * an rtl SVG is the text's right end: the labels would run back over the plot. "end" is then the
 * left end, so they read away from the plot, as on the left in left-to-right.
 */
export function yAxisTick(rtl: boolean) {
  return rtl ? { ...AXIS_TICK, textAnchor: 'end' as const } : AXIS_TICK
}
