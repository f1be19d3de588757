/**
 * Pure data shaping for the charts Recharts has no ready-made series for: candlesticks (a bar over
 * each day's low-to-high range, with the open-to-close body drawn inside it) and heatmaps (a grid
 * of cells shaded by value).
 */

/** One period of a price: where it opened, its extremes, where it closed. */
export interface Candle {
  /** The period's category: a day as YYYY-MM-DD, a week. */
  date: string
  open: number
  high: number
  low: number
  close: number
}

export interface CandleRow extends Candle {
  /** What the bar spans: the period's low to its high. */
  range: [number, number]
  /** Closed at or above its open (drawn in the success colour). */
  rising: boolean
}

export function toCandleRows(candles: readonly Candle[]): CandleRow[] {
  return candles.map((candle) => ({
    ...candle,
    range: [candle.low, candle.high],
    rising: candle.close >= candle.open,
  }))
}

/** The value axis of a price: its lowest low to its highest high, with a margin so no wick touches the edge. */
export function priceDomain(candles: readonly Candle[], margin = 0.05): [number, number] {
  if (candles.length === 0) return [0, 1]
  const low = Math.min(...candles.map((candle) => candle.low))
  const high = Math.max(...candles.map((candle) => candle.high))
  const pad = (high - low || Math.abs(high) || 1) * margin
  return [low - pad, high + pad]
}

/** Where a candle's wick and body sit, in pixels, inside the bar Recharts drew from its low (bottom) to its high (top). */
export interface CandleGeometry {
  wickTop: number
  wickBottom: number
  bodyTop: number
  bodyHeight: number
}

export function candleGeometry(
  bar: { y: number; height: number },
  candle: Pick<Candle, 'open' | 'high' | 'low' | 'close'>,
  minBodyHeight = 1,
): CandleGeometry {
  const span = candle.high - candle.low
  // A flat day (high = low) draws a line at the bar's top.
  const toPixel = (value: number) => (span === 0 ? bar.y : bar.y + ((candle.high - value) / span) * bar.height)
  const top = toPixel(Math.max(candle.open, candle.close))
  const bottom = toPixel(Math.min(candle.open, candle.close))
  return {
    wickTop: bar.y,
    wickBottom: bar.y + bar.height,
    bodyTop: top,
    bodyHeight: Math.max(bottom - top, minBodyHeight),
  }
}

/** One cell of a heatmap: its column and row (indices), its value and its shade (0 the lightest). */
export interface HeatCell {
  x: number
  y: number
  value: number
  level: number
}

/**
 * The cells of a grid of values (`values[row][column]`), each given one of `levels` shades from
 * the lowest value to the highest: equal steps, so a shade always means the same range.
 */
export function heatCells(values: readonly (readonly number[])[], levels = 5): HeatCell[] {
  const all = values.flat()
  if (all.length === 0) return []
  const min = Math.min(...all)
  const max = Math.max(...all)
  const step = (max - min) / levels
  return values.flatMap((row, y) =>
    row.map((value, x) => ({
      x,
      y,
      value,
      level: step === 0 ? 0 : Math.min(levels - 1, Math.floor((value - min) / step)),
    })),
  )
}
