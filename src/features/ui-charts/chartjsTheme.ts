import type { ChartOptions, ChartType } from 'chart.js'

/**
 * Chart.js draws on a canvas, which cannot read CSS variables: the theme's colours are read once
 * (and again when the theme changes) and handed to it as plain rgba() strings.
 */
export const PALETTE_TOKENS = {
  accent: '--accent-9',
  info: '--blue-9',
  warning: '--amber-9',
  violet: '--violet-9',
  cyan: '--cyan-9',
  pink: '--pink-9',
  orange: '--orange-9',
  success: '--grass-9',
  danger: '--red-9',
  gray: '--gray-8',
  /** Axis labels and legend text. */
  text: '--gray-11',
  /** Tooltip titles. */
  strong: '--gray-12',
  grid: '--gray-a5',
  panel: '--color-panel-solid',
  border: '--gray-a6',
} as const

export type PaletteName = keyof typeof PALETTE_TOKENS
export type Palette = Record<PaletteName, string>

/** The order datasets take when none is named, as in the kit's Recharts charts (docs/kit.md, "Charts"). */
export const SERIES_ORDER: readonly PaletteName[] = ['accent', 'info', 'warning', 'violet', 'cyan', 'pink', 'orange']

/** `rgba(r, g, b, a)` or `rgb(r, g, b)` at another opacity (fills under lines, radar areas, bubbles). */
export function withAlpha(color: string, opacity: number): string {
  const channels = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(color)
  if (!channels) return color
  return `rgba(${channels[1]}, ${channels[2]}, ${channels[3]}, ${opacity})`
}

export interface ChartJsEnv {
  palette: Palette
  rtl: boolean
  /** The current language: Chart.js formats ticks and tooltips with Intl in it. */
  locale: string
  animate: boolean
}

export type AxesKind = 'cartesian' | 'radial' | 'none'

/**
 * The options every chart of the page shares: theme colours for text, grid and tooltip, the
 * language's number format, no animation for people who ask for less motion, and right-to-left
 * (legend and tooltip read from the right, the x axis runs from the right, the y axis on the right).
 */
export function baseOptions<TType extends ChartType>(
  env: ChartJsEnv,
  axes: AxesKind,
  /** What each cartesian axis measures, written along it (scatter and bubble charts, where no label says it). */
  titles: { x?: string; y?: string } = {},
): ChartOptions<TType> {
  const { palette, rtl } = env
  const title = (text?: string) => (text ? { title: { display: true, text, color: palette.text } } : {})
  const textDirection = rtl ? 'rtl' : 'ltr'
  const axis = {
    grid: { color: palette.grid },
    border: { color: palette.grid },
    ticks: { color: palette.text },
  }
  const scales =
    axes === 'cartesian'
      ? {
          x: { ...axis, ...title(titles.x), reverse: rtl },
          y: { ...axis, ...title(titles.y), position: rtl ? 'right' : 'left' },
        }
      : axes === 'radial'
        ? {
            r: {
              grid: { color: palette.grid },
              angleLines: { color: palette.grid },
              pointLabels: { color: palette.text },
              ticks: { color: palette.text, backdropColor: palette.panel },
            },
          }
        : undefined
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    locale: env.locale,
    ...(env.animate ? {} : { animation: false }),
    plugins: {
      legend: { rtl, textDirection, labels: { color: palette.text, usePointStyle: true } },
      tooltip: {
        rtl,
        textDirection,
        backgroundColor: palette.panel,
        titleColor: palette.strong,
        bodyColor: palette.text,
        borderColor: palette.border,
        borderWidth: 1,
      },
    },
    ...(scales ? { scales } : {}),
  }
  return options as unknown as ChartOptions<TType>
}
