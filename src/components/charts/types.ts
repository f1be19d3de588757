import type { ChartColor } from './colors'

export type ChartRow = Readonly<Record<string, string | number | null>>

export interface ChartSeries {
  /** The field of each row that holds this series' values. */
  key: string
  /** Its name in the legend, the tooltip and the table (translated). */
  label: string
  color?: ChartColor
}

/** What every chart takes. */
export interface ChartBaseProps {
  /** Names the chart: its caption, the name of its image and of its table. */
  title: string
  /** One sentence a screen reader hears instead of the picture ("Runs rose from 12 to 40 this week"). */
  summary?: string
  /** Hide the caption visually when a card heading already says it (it stays for screen readers). */
  hideTitle?: boolean
  /** Reserved height in px: the space is held before the chart library has loaded. */
  height?: number
  /** How values read (axis, tooltip, table); defaults to the language's number format. */
  formatValue?: (value: number) => string
}

export interface CartesianChartProps extends ChartBaseProps {
  data: readonly ChartRow[]
  /** The field holding each row's category (a day, a month, a product). */
  x: string
  /** What the categories are ("Day"): the first column's title in the table. */
  xLabel: string
  /** How categories read (a date as "Mar 14"); defaults to the value as it is. */
  formatX?: (value: string | number) => string
  series: readonly ChartSeries[]
  /** Bars and areas: stack the series instead of placing them side by side. */
  stacked?: boolean
  /** Bars: horizontal (categories down the side). */
  horizontal?: boolean
}

export interface DonutSlice {
  label: string
  value: number
  color?: ChartColor
}

export interface DonutChartProps extends ChartBaseProps {
  slices: readonly DonutSlice[]
  /** A pie has no hole. */
  variant?: 'donut' | 'pie'
  /** Written in the hole: the total, a percentage. */
  centerLabel?: string
}

export interface RadialChartProps extends ChartBaseProps {
  /** Each ring: its value out of `max`. */
  rings: readonly DonutSlice[]
  max?: number
  centerLabel?: string
}

export interface RadarChartProps extends ChartBaseProps {
  data: readonly ChartRow[]
  /** The field naming each spoke. */
  axis: string
  /** What the spokes are ("Skill"): the first column's title in the table. */
  axisLabel: string
  series: readonly ChartSeries[]
}
