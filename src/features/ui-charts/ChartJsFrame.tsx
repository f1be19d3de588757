import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { ChartFrame, useChartEnv, type ChartTableData } from '@/components/charts'
import { useFormat } from '@/components/format'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import './chartjsSetup'
import './charts.css'
import {
  baseOptions,
  PALETTE_TOKENS,
  SERIES_ORDER,
  withAlpha,
  type AxesKind,
  type ChartJsEnv,
  type Palette,
  type PaletteName,
} from './chartjsTheme'
import type { ChartOptions, ChartType } from 'chart.js'

/** Any CSS colour (a color-mix, oklab, a variable) as the canvas draws it: rgba(r, g, b, a). */
function toRgba(context: CanvasRenderingContext2D, css: string): string {
  context.clearRect(0, 0, 1, 1)
  context.fillStyle = '#000'
  context.fillStyle = css
  context.fillRect(0, 0, 1, 1)
  const [red = 0, green = 0, blue = 0, alpha = 255] = context.getImageData(0, 0, 1, 1).data
  return `rgba(${red}, ${green}, ${blue}, ${Math.round((alpha / 255) * 100) / 100})`
}

/** Resolves the theme's colour variables where the chart sits (inside the app's Radix theme, light or dark). */
function readPalette(element: HTMLElement): Palette | null {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  if (!context || !element.isConnected) return null
  const probe = document.createElement('span')
  probe.hidden = true
  element.append(probe)
  const palette = {} as Palette
  for (const [name, token] of Object.entries(PALETTE_TOKENS) as [PaletteName, string][]) {
    probe.style.color = `var(${token})`
    palette[name] = toRgba(context, getComputedStyle(probe).color)
  }
  probe.remove()
  return palette
}

/**
 * The theme as Chart.js needs it, read again when the appearance or the primary colour changes
 * (and when anything else restyles the page's root), so the chart is redrawn in the new colours.
 */
function useChartJsEnv(ref: RefObject<HTMLElement | null>): ChartJsEnv | null {
  const { appearance, preferences } = usePreferences()
  const { rtl, animate } = useChartEnv()
  const { locale } = useFormat()
  const [palette, setPalette] = useState<Palette | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const read = () => {
      const next = readPalette(element)
      if (next) setPalette((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next))
    }
    read()
    // The root's style (--app-primary) and the theme's class (light, dark) may change after this render.
    const observer = new MutationObserver(read)
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['style', 'class', 'data-appearance'],
    })
    const theme = element.closest('.radix-themes')
    if (theme) observer.observe(theme, { attributes: true, attributeFilter: ['class', 'style'] })
    return () => observer.disconnect()
  }, [ref, appearance, preferences.primaryColorLight, preferences.primaryColorDark])
  return palette && { palette, rtl, locale, animate }
}

export interface ChartJsTheme extends ChartJsEnv {
  /** A dataset's colour: by name, or by its position (the accent first). */
  color: (nameOrIndex: PaletteName | number, opacity?: number) => string
  /** The shared options (theme, language, direction, motion) for this kind of axes, with optional axis titles. */
  options: <TType extends ChartType>(axes: AxesKind, titles?: { x?: string; y?: string }) => ChartOptions<TType>
  /** Props for the canvas: an image named by the chart's title. */
  canvas: { role: 'img'; 'aria-label': string }
}

interface ChartJsFrameProps {
  title: string
  summary: string
  height?: number
  /** The same figures as a table, formatted in the current language. */
  table: ChartTableData
  /** Draws the chart with the theme's colours and options. */
  children: (chart: ChartJsTheme) => ReactNode
}

/** A Chart.js chart in the kit's chart frame: caption, reserved height, "Show as table". */
export function ChartJsFrame({ title, summary, height = 280, table, children }: ChartJsFrameProps) {
  const ref = useRef<HTMLDivElement>(null)
  const env = useChartJsEnv(ref)
  const chart: ChartJsTheme | null = env && {
    ...env,
    color: (nameOrIndex, opacity = 1) => {
      const name = typeof nameOrIndex === 'number' ? SERIES_ORDER[nameOrIndex % SERIES_ORDER.length]! : nameOrIndex
      return withAlpha(env.palette[name], opacity)
    },
    options: (axes, titles) => baseOptions(env, axes, titles),
    canvas: { role: 'img', 'aria-label': title },
  }
  return (
    <div ref={ref}>
      <ChartFrame title={title} summary={summary} height={height} table={table}>
        {/* Chart.js sizes the canvas to this box (responsive, no fixed aspect ratio). */}
        <div className="charts-canvas">{chart && children(chart)}</div>
      </ChartFrame>
    </div>
  )
}
