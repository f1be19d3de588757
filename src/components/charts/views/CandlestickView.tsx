import { useLingui } from '@lingui/react/macro'
import { Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts'
import { CHART_COLORS, CHART_INK } from '../colors'
import type { CandlestickChartProps } from '../moreTypes'
import { candleGeometry, priceDomain, toCandleRows, type CandleRow } from '../shaping'
import { useChartEnv } from '../useChartEnv'
import { AXIS_TICK, yAxisTick, TOOLTIP_STYLE } from './axisStyle'

/**
 * One candle: Recharts draws a bar over the day's [low, high]; inside its box we draw the wick
 * (that whole range) and the body (open to close).
 */
function CandleShape({ x, y, width, height, payload }: BarShapeProps) {
  const candle = payload as CandleRow
  const geometry = candleGeometry({ y: Number(y), height: Number(height) }, candle)
  const color = candle.rising ? CHART_COLORS.success : CHART_COLORS.danger
  const center = Number(x) + Number(width) / 2
  const bodyWidth = Math.max(Number(width) * 0.6, 2)
  return (
    <g className="recharts-candle" data-rising={candle.rising}>
      <line x1={center} x2={center} y1={geometry.wickTop} y2={geometry.wickBottom} stroke={color} strokeWidth={1.5} />
      <rect
        x={center - bodyWidth / 2}
        y={geometry.bodyTop}
        width={bodyWidth}
        height={geometry.bodyHeight}
        fill={color}
        rx={1}
      />
    </g>
  )
}

/** The day's four prices, named. */
function CandleTooltip({
  candle,
  label,
  format,
}: {
  candle: CandleRow
  label: string
  format: (value: number) => string
}) {
  const { t } = useLingui()
  const prices = [
    [t`Opening price`, candle.open],
    [t`High`, candle.high],
    [t`Low`, candle.low],
    [t`Closing price`, candle.close],
  ] as const
  return (
    <div style={{ ...TOOLTIP_STYLE.contentStyle, padding: '4px 8px' }}>
      <div style={TOOLTIP_STYLE.labelStyle}>{label}</div>
      {prices.map(([name, value]) => (
        <div key={name}>
          {name}: <strong>{format(value)}</strong>
        </div>
      ))}
    </div>
  )
}

/** A price series as candles; mirrored in right-to-left (time runs from the right, prices on the right). */
export default function CandlestickView({
  candles,
  formatX,
  formatValue,
  height,
}: CandlestickChartProps & { height: number }) {
  const env = useChartEnv(formatValue)
  const rows = toCandleRows(candles)
  return (
    <ComposedChart
      data={rows}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid stroke={CHART_INK.grid} vertical={false} />
      <XAxis
        dataKey="date"
        reversed={env.rtl}
        tick={AXIS_TICK}
        stroke={CHART_INK.grid}
        tickFormatter={formatX as ((value: string) => string) | undefined}
      />
      <YAxis
        orientation={env.rtl ? 'right' : 'left'}
        domain={priceDomain(candles)}
        tick={yAxisTick(env.rtl)}
        stroke={CHART_INK.grid}
        tickFormatter={env.formatValue}
        // Prices with their currency ("4,24 $US", "US$ 4.24") need more room than counts.
        width={76}
      />
      <Tooltip
        {...TOOLTIP_STYLE}
        content={({ active, payload, label }) => {
          const candle = payload?.[0]?.payload as CandleRow | undefined
          if (!active || !candle) return null
          return (
            <CandleTooltip
              candle={candle}
              label={formatX ? formatX(String(label)) : String(label)}
              format={env.formatValue}
            />
          )
        }}
      />
      <Bar dataKey="range" shape={CandleShape} isAnimationActive={env.animate} maxBarSize={24} />
    </ComposedChart>
  )
}
