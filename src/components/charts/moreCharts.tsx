import { useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { useFormat } from '../format/useFormat'
import { ChartFrame } from './ChartFrame'
import type { CandlestickChartProps, HeatmapChartProps, ScatterChartProps } from './moreTypes'

/* Charts Recharts has no ready-made series for, built from its primitives; views load as their own chunks like the others. */
const ScatterView = lazy(() => import('./views/ScatterView'))
const CandlestickView = lazy(() => import('./views/CandlestickView'))
const HeatmapView = lazy(() => import('./views/HeatmapView'))

const DEFAULT_HEIGHT = 280

/** Points on two measures (followers against engagement): a relation, clusters, outliers. */
export function ScatterChart(props: ScatterChartProps) {
  const format = useFormat()
  const formatY = props.formatValue ?? ((value: number) => format.number(value))
  const formatX = props.formatX ?? ((value: number) => format.number(value))
  const height = props.height ?? DEFAULT_HEIGHT
  const table = {
    columns: [props.pointLabel, props.xLabel, props.yLabel],
    rows: props.series.flatMap((series) =>
      series.points.map((point) => [point.name ?? series.label, formatX(point.x), formatY(point.y)]),
    ),
  }
  return (
    <ChartFrame {...props} height={height} table={table}>
      <ScatterView {...props} height={height} />
    </ChartFrame>
  )
}

/** A price over time: each period's open, high, low and close; green when it closed up, red when down. */
export function CandlestickChart(props: CandlestickChartProps) {
  const { t } = useLingui()
  const format = useFormat()
  const formatValue = props.formatValue ?? ((value: number) => format.number(value))
  const height = props.height ?? DEFAULT_HEIGHT
  const table = {
    columns: [props.xLabel, t`Opening price`, t`High`, t`Low`, t`Closing price`],
    rows: props.candles.map((candle) => [
      props.formatX ? props.formatX(candle.date) : candle.date,
      ...[candle.open, candle.high, candle.low, candle.close].map(formatValue),
    ]),
  }
  return (
    <ChartFrame {...props} height={height} table={table}>
      <CandlestickView {...props} height={height} />
    </ChartFrame>
  )
}

/** A value at each crossing of two categories (weekday × hour), shaded from light to dark. */
export function HeatmapChart(props: HeatmapChartProps) {
  const format = useFormat()
  const formatValue = props.formatValue ?? ((value: number) => format.number(value))
  const height = props.height ?? DEFAULT_HEIGHT
  const table = {
    columns: [props.rowLabel, ...props.columns],
    rows: props.rows.map((row, index) => [row, ...(props.values[index] ?? []).map(formatValue)]),
  }
  return (
    <ChartFrame {...props} height={height} table={table}>
      <HeatmapView {...props} height={height} />
    </ChartFrame>
  )
}
