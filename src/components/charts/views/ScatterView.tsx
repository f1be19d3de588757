import { CartesianGrid, Legend, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts'
import { CHART_INK, seriesColor } from '../colors'
import type { ScatterChartProps } from '../moreTypes'
import { useChartEnv } from '../useChartEnv'
import { AXIS_TICK, yAxisTick, LEGEND_STYLE, TOOLTIP_STYLE } from './axisStyle'

/** Points on two value axes; in right-to-left the x axis runs from the right and y sits on the right. */
export default function ScatterView({
  series,
  xLabel,
  yLabel,
  formatX,
  formatValue,
  height,
}: ScatterChartProps & { height: number }) {
  const env = useChartEnv(formatValue)
  // The x axis has its own format: `formatValue` (a percentage, money) is only for y.
  const xEnv = useChartEnv(formatX)
  return (
    <ScatterChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid stroke={CHART_INK.grid} />
      <XAxis
        type="number"
        dataKey="x"
        name={xLabel}
        reversed={env.rtl}
        tick={AXIS_TICK}
        stroke={CHART_INK.grid}
        tickFormatter={xEnv.formatTick}
      />
      <YAxis
        type="number"
        dataKey="y"
        name={yLabel}
        orientation={env.rtl ? 'right' : 'left'}
        tick={yAxisTick(env.rtl)}
        stroke={CHART_INK.grid}
        tickFormatter={env.formatTick}
        width={48}
      />
      <Tooltip
        {...TOOLTIP_STYLE}
        formatter={(value, name) =>
          typeof value === 'number'
            ? name === xLabel
              ? xEnv.formatValue(value)
              : env.formatValue(value)
            : String(value)
        }
      />
      {series.length > 1 && <Legend wrapperStyle={LEGEND_STYLE} />}
      {series.map((entry, index) => (
        <Scatter
          key={entry.label}
          name={entry.label}
          data={entry.points as { x: number; y: number }[]}
          fill={seriesColor(index, entry.color)}
          fillOpacity={0.8}
          isAnimationActive={env.animate}
        />
      ))}
    </ScatterChart>
  )
}
