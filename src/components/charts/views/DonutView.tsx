import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts'
import { CHART_INK, seriesColor } from '../colors'
import type { DonutChartProps } from '../types'
import { useChartEnv } from '../useChartEnv'
import { LEGEND_STYLE, TOOLTIP_STYLE } from './axisStyle'

/** A donut (or a pie): shares of a whole. In right-to-left the slices run the other way round. */
export default function DonutView({
  slices,
  variant = 'donut',
  centerLabel,
  height,
  formatValue,
}: DonutChartProps & { height: number }) {
  const env = useChartEnv(formatValue)
  const data = slices.map((slice) => ({ name: slice.label, value: slice.value }))
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height }}>
      <Pie
        data={data}
        dataKey="value"
        nameKey="name"
        innerRadius={variant === 'donut' ? '62%' : 0}
        outerRadius="85%"
        paddingAngle={variant === 'donut' ? 2 : 0}
        startAngle={90}
        endAngle={env.rtl ? 450 : -270}
        stroke={CHART_INK.panel}
        isAnimationActive={env.animate}
      >
        {slices.map((slice, index) => (
          <Cell key={slice.label} fill={seriesColor(index, slice.color)} />
        ))}
      </Pie>
      {centerLabel && variant === 'donut' && (
        <text
          x="50%"
          y="50%"
          textAnchor="middle"
          dominantBaseline="central"
          fill="var(--gray-12)"
          fontSize={20}
          fontWeight={600}
        >
          {centerLabel}
        </text>
      )}
      <Tooltip
        {...TOOLTIP_STYLE}
        formatter={(value) => (typeof value === 'number' ? env.formatValue(value) : String(value))}
      />
      <Legend wrapperStyle={LEGEND_STYLE} />
    </PieChart>
  )
}
