import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { CHART_INK, seriesColor } from '../colors'
import type { CartesianChartProps, ChartRow } from '../types'
import { useChartEnv } from '../useChartEnv'
import { AXIS_TICK, yAxisTick, LEGEND_STYLE, TOOLTIP_STYLE } from './axisStyle'

export interface CartesianViewProps extends CartesianChartProps {
  kind: 'line' | 'area' | 'bar'
  height: number
}

/** Line, area and bar charts on Recharts, mirrored in right-to-left (categories from the right, values on the right). */
export default function CartesianView({
  kind,
  data,
  x,
  formatX,
  series,
  stacked,
  horizontal,
  height,
  formatValue,
}: CartesianViewProps) {
  const env = useChartEnv(formatValue)
  const vertical = kind === 'bar' && horizontal === true
  // Counts get whole-number ticks (no "1.5 runs" on a chart of 0 to 3); money and rates keep theirs.
  const wholeNumbers = data.every((row) =>
    series.every((entry) => {
      const value = row[entry.key]
      return typeof value !== 'number' || Number.isInteger(value)
    }),
  )
  const valueAxisProps = {
    tick: AXIS_TICK,
    stroke: CHART_INK.grid,
    tickFormatter: env.formatTick,
    width: 48,
    allowDecimals: !wholeNumbers,
  }
  const categoryAxisProps = {
    dataKey: x,
    tick: AXIS_TICK,
    stroke: CHART_INK.grid,
    tickFormatter: formatX,
  }
  const stackId = stacked ? 'stack' : undefined
  const barRadius: [number, number, number, number] = vertical ? (env.rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]) : [4, 4, 0, 0]
  return (
    <ComposedChart
      data={data as ChartRow[]}
      layout={vertical ? 'vertical' : 'horizontal'}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid stroke={CHART_INK.grid} vertical={vertical} horizontal={!vertical} />
      {vertical ? (
        <>
          <XAxis type="number" reversed={env.rtl} {...valueAxisProps} />
          <YAxis
            type="category"
            orientation={env.rtl ? 'right' : 'left'}
            {...categoryAxisProps}
            tick={yAxisTick(env.rtl)}
            width={96}
          />
        </>
      ) : (
        <>
          <XAxis reversed={env.rtl} {...categoryAxisProps} />
          <YAxis orientation={env.rtl ? 'right' : 'left'} {...valueAxisProps} tick={yAxisTick(env.rtl)} />
        </>
      )}
      <Tooltip
        {...TOOLTIP_STYLE}
        formatter={(value) => (typeof value === 'number' ? env.formatValue(value) : String(value))}
        labelFormatter={(label) => (formatX ? formatX(label as string | number) : String(label))}
      />
      {series.length > 1 && <Legend wrapperStyle={LEGEND_STYLE} />}
      {series.map((entry, index) => {
        const color = seriesColor(index, entry.color)
        const common = { dataKey: entry.key, name: entry.label, isAnimationActive: env.animate }
        if (kind === 'line')
          return (
            <Line
              key={entry.key}
              {...common}
              type="monotone"
              stroke={color}
              strokeWidth={2}
              dot={false}
              activeDot={{ r: 4 }}
            />
          )
        if (kind === 'area')
          return (
            <Area
              key={entry.key}
              {...common}
              type="monotone"
              stroke={color}
              strokeWidth={2}
              fill={color}
              fillOpacity={0.18}
              stackId={stackId}
            />
          )
        return (
          <Bar
            key={entry.key}
            {...common}
            fill={color}
            radius={stacked ? undefined : barRadius}
            stackId={stackId}
            maxBarSize={32}
          />
        )
      })}
    </ComposedChart>
  )
}
