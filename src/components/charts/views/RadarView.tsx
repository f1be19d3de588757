import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts'
import { CHART_INK, seriesColor } from '../colors'
import type { ChartRow, RadarChartProps } from '../types'
import { useChartEnv } from '../useChartEnv'
import { AXIS_TICK, LEGEND_STYLE, TOOLTIP_STYLE } from './axisStyle'

/** Several measures of one or more series on spokes; the spokes run counter-clockwise in right-to-left. */
export default function RadarView({ data, axis, series, height, formatValue }: RadarChartProps & { height: number }) {
  const env = useChartEnv(formatValue)
  return (
    <RadarChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      data={data as ChartRow[]}
      outerRadius="75%"
      startAngle={90}
      endAngle={env.rtl ? 450 : -270}
    >
      <PolarGrid stroke={CHART_INK.grid} />
      <PolarAngleAxis dataKey={axis} tick={AXIS_TICK} />
      <PolarRadiusAxis tick={false} axisLine={false} />
      <Tooltip
        {...TOOLTIP_STYLE}
        formatter={(value) => (typeof value === 'number' ? env.formatValue(value) : String(value))}
      />
      {series.length > 1 && <Legend wrapperStyle={LEGEND_STYLE} />}
      {series.map((entry, index) => {
        const color = seriesColor(index, entry.color)
        return (
          <Radar
            key={entry.key}
            dataKey={entry.key}
            name={entry.label}
            stroke={color}
            fill={color}
            fillOpacity={0.2}
            isAnimationActive={env.animate}
          />
        )
      })}
    </RadarChart>
  )
}
