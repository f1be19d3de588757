import type { ChartColor } from './colors'
import type { Candle } from './shaping'
import type { ChartBaseProps } from './types'

export interface ScatterPoint {
  x: number
  y: number
  /** What the point is ("@auroracoffee"): the row's name in the table and the tooltip. */
  name?: string
}

export interface ScatterSeries {
  label: string
  color?: ChartColor
  points: readonly ScatterPoint[]
}

export interface ScatterChartProps extends ChartBaseProps {
  series: readonly ScatterSeries[]
  /** What each axis measures ("Followers", "Engagement rate"). */
  xLabel: string
  yLabel: string
  /** How x values read; `formatValue` is for y. */
  formatX?: (value: number) => string
  /** The table's first column title: what a point is ("Account"). */
  pointLabel: string
}

export interface CandlestickChartProps extends ChartBaseProps {
  candles: readonly Candle[]
  /** What a candle is ("Day"): the table's first column. */
  xLabel: string
  formatX?: (date: string) => string
}

export interface HeatmapChartProps extends ChartBaseProps {
  /** Column names, left to right in left-to-right reading (hours). */
  columns: readonly string[]
  /** Row names, top to bottom (weekdays). */
  rows: readonly string[]
  /** `values[row][column]`. */
  values: readonly (readonly number[])[]
  /** What the rows are ("Day"): the table's first column. */
  rowLabel: string
}
