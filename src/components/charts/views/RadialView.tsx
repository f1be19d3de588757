import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts'
import { seriesColor } from '../colors'
import type { RadialChartProps } from '../types'
import { useChartEnv } from '../useChartEnv'

/** Progress rings (a support tracker, a goal): each ring its value out of `max`, filling clockwise, or counter-clockwise in right-to-left. */
export default function RadialView({ rings, max = 100, centerLabel, height }: RadialChartProps & { height: number }) {
  const env = useChartEnv()
  const data = rings.map((ring, index) => ({
    name: ring.label,
    value: ring.value,
    fill: seriesColor(index, ring.color),
  }))
  return (
    <RadialBarChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      data={data}
      innerRadius={rings.length > 1 ? '40%' : '70%'}
      outerRadius="100%"
      startAngle={90}
      endAngle={env.rtl ? 450 : -270}
      barSize={rings.length > 1 ? 10 : 16}
    >
      <PolarAngleAxis type="number" domain={[0, max]} tick={false} />
      <RadialBar
        dataKey="value"
        background={{ fill: 'var(--gray-a3)' }}
        cornerRadius={8}
        isAnimationActive={env.animate}
      />
      {centerLabel && (
        <text
          x="50%"
          y="50%"
          textAnchor="middle"
          dominantBaseline="central"
          fill="var(--gray-12)"
          fontSize={22}
          fontWeight={600}
        >
          {centerLabel}
        </text>
      )}
    </RadialBarChart>
  )
}
