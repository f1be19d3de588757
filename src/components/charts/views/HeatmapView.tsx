import { Trans } from '@lingui/react/macro'
import { CartesianGrid, Legend, Scatter, ScatterChart, Tooltip, XAxis, YAxis, usePlotArea } from 'recharts'
import type { HeatmapChartProps } from '../moreTypes'
import { heatCells, type HeatCell } from '../shaping'
import { useChartEnv } from '../useChartEnv'
import { AXIS_TICK, yAxisTick, LEGEND_STYLE, TOOLTIP_STYLE } from './axisStyle'

/** Five shades of the accent, lightest for the fewest: they follow the primary colour and dark mode. */
const SHADES = ['var(--accent-3)', 'var(--accent-5)', 'var(--accent-7)', 'var(--accent-9)', 'var(--accent-11)']

/** The scale under the grid: the shades from fewest to most. */
function ShadeScale() {
  return (
    <div style={{ ...LEGEND_STYLE, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 4 }}>
      <Trans>Fewer</Trans>
      {SHADES.map((shade) => (
        <span key={shade} style={{ width: 12, height: 12, borderRadius: 2, background: shade }} />
      ))}
      <Trans>More</Trans>
    </div>
  )
}

/** A square filling its cell of the grid: the plot area divided by the number of columns and rows. */
function HeatSquare({
  cx,
  cy,
  payload,
  columns,
  rows,
}: {
  cx?: number
  cy?: number
  payload?: HeatCell
  columns: number
  rows: number
}) {
  const plot = usePlotArea()
  if (!plot || cx === undefined || cy === undefined || !payload) return null
  const width = plot.width / columns
  const height = plot.height / rows
  return (
    <rect
      x={cx - width / 2 + 1}
      y={cy - height / 2 + 1}
      width={Math.max(width - 2, 1)}
      height={Math.max(height - 2, 1)}
      rx={3}
      fill={SHADES[payload.level]}
      data-level={payload.level}
    />
  )
}

/**
 * A heatmap from Recharts' scatter chart: one point per cell on two index axes, drawn as a square
 * that fills its cell. Right-to-left puts the first column on the right and the row names on the right.
 */
export default function HeatmapView({
  columns,
  rows,
  values,
  formatValue,
  height,
}: HeatmapChartProps & { height: number }) {
  const env = useChartEnv(formatValue)
  const cells = heatCells(values, SHADES.length)
  const indices = (count: number) => Array.from({ length: count }, (_, index) => index)
  const tooltip = ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) => {
    const cell = payload?.[0]?.payload as HeatCell | undefined
    if (!active || !cell) return null
    return (
      <div style={{ ...TOOLTIP_STYLE.contentStyle, padding: '4px 8px' }}>
        {rows[cell.y]} · {columns[cell.x]}: <strong>{env.formatValue(cell.value)}</strong>
      </div>
    )
  }
  return (
    <ScatterChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid horizontal={false} vertical={false} />
      <XAxis
        type="number"
        dataKey="x"
        domain={[-0.5, columns.length - 0.5]}
        ticks={indices(columns.length)}
        interval={0}
        reversed={env.rtl}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        tickFormatter={(index: number) => columns[index] ?? ''}
      />
      <YAxis
        type="number"
        dataKey="y"
        domain={[-0.5, rows.length - 0.5]}
        ticks={indices(rows.length)}
        interval={0}
        reversed
        orientation={env.rtl ? 'right' : 'left'}
        tick={yAxisTick(env.rtl)}
        tickLine={false}
        axisLine={false}
        width={56}
        tickFormatter={(index: number) => rows[index] ?? ''}
      />
      <Tooltip cursor={false} content={tooltip} />
      <Legend content={ShadeScale} />
      <Scatter
        data={cells}
        isAnimationActive={false}
        shape={(props: { cx?: number; cy?: number; payload?: HeatCell }) => (
          <HeatSquare {...props} columns={columns.length} rows={rows.length} />
        )}
      />
    </ScatterChart>
  )
}
