import { useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { useFormat } from '../format/useFormat'
import { ChartFrame } from './ChartFrame'
import type { ChartTableData } from './ChartTable'
import type { CartesianChartProps, ChartRow, DonutChartProps, RadarChartProps, RadialChartProps } from './types'

/*
 * The charts of the kit. Each one renders its frame (caption, reserved space, table switch) at
 * once and loads its Recharts view as a separate chunk, so Recharts never weighs on a page without
 * a chart (the shell, /login) and nothing shifts while it arrives.
 */
const CartesianView = lazy(() => import('./views/CartesianView'))
const DonutView = lazy(() => import('./views/DonutView'))
const RadialView = lazy(() => import('./views/RadialView'))
const RadarView = lazy(() => import('./views/RadarView'))

const DEFAULT_HEIGHT = 280

function useValueFormat(formatValue?: (value: number) => string) {
  const format = useFormat()
  return formatValue ?? ((value: number) => format.number(value))
}

function rowsTable(
  data: readonly ChartRow[],
  key: string,
  label: string,
  series: CartesianChartProps['series'],
  format: (value: number) => string,
  formatKey?: (value: string | number) => string,
): ChartTableData {
  return {
    columns: [label, ...series.map((entry) => entry.label)],
    rows: data.map((row) => {
      const category = row[key] ?? ''
      return [
        formatKey ? formatKey(category) : String(category),
        ...series.map((entry) => {
          const value = row[entry.key]
          return typeof value === 'number' ? format(value) : '—'
        }),
      ]
    }),
  }
}

function CartesianChart(kind: 'line' | 'area' | 'bar') {
  function Chart(props: CartesianChartProps) {
    const format = useValueFormat(props.formatValue)
    const height = props.height ?? DEFAULT_HEIGHT
    return (
      <ChartFrame
        title={props.title}
        summary={props.summary}
        hideTitle={props.hideTitle}
        height={height}
        table={rowsTable(props.data, props.x, props.xLabel, props.series, format, props.formatX)}
      >
        <CartesianView {...props} kind={kind} height={height} />
      </ChartFrame>
    )
  }
  return Chart
}

/** Values over an ordered category (days, months): trends. */
export const LineChart = CartesianChart('line')
/** A line with its area filled: volumes over time; `stacked` for parts of a total. */
export const AreaChart = CartesianChart('area')
/** Values per category: comparisons; `horizontal` for long category names, `stacked` for parts. */
export const BarChart = CartesianChart('bar')

function useSlicesTable(slices: DonutChartProps['slices'], format: (value: number) => string): ChartTableData {
  const { t } = useLingui()
  const percent = useFormat().percent
  const total = slices.reduce((sum, slice) => sum + slice.value, 0)
  return {
    columns: [t`Category`, t`Value`, t`Share`],
    rows: slices.map((slice) => [slice.label, format(slice.value), percent(total === 0 ? 0 : slice.value / total)]),
  }
}

/** Shares of a whole (a pie with `variant="pie"`). */
export function DonutChart(props: DonutChartProps) {
  const format = useValueFormat(props.formatValue)
  const height = props.height ?? DEFAULT_HEIGHT
  return (
    <ChartFrame {...props} height={height} table={useSlicesTable(props.slices, format)}>
      <DonutView {...props} height={height} />
    </ChartFrame>
  )
}

/** Progress towards a maximum, one ring per measure. */
export function RadialChart(props: RadialChartProps) {
  const { t } = useLingui()
  const format = useValueFormat(props.formatValue)
  const height = props.height ?? DEFAULT_HEIGHT
  const max = props.max ?? 100
  const table = {
    columns: [t`Category`, t`Value`, t`Out of`],
    rows: props.rings.map((ring) => [ring.label, format(ring.value), format(max)]),
  }
  return (
    <ChartFrame {...props} height={height} table={table}>
      <RadialView {...props} height={height} />
    </ChartFrame>
  )
}

/** Several measures compared on spokes (skills, sales by channel). */
export function RadarChart(props: RadarChartProps) {
  const format = useValueFormat(props.formatValue)
  const height = props.height ?? DEFAULT_HEIGHT
  return (
    <ChartFrame
      {...props}
      height={height}
      table={rowsTable(props.data, props.axis, props.axisLabel, props.series, format)}
    >
      <RadarView {...props} height={height} />
    </ChartFrame>
  )
}

export type { ChartColor } from './colors'
export type { DonutChartProps, RadarChartProps, RadialChartProps } from './types'

// Built from Recharts primitives (moreCharts.tsx): scatter, candlestick, heatmap.
export { CandlestickChart, HeatmapChart, ScatterChart } from './moreCharts'
export type { Candle } from './shaping'
export { ChartFrame } from './ChartFrame'
export type { ChartTableData } from './ChartTable'
export { useChartEnv } from './useChartEnv'
