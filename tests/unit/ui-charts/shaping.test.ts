import { describe, expect, test } from 'vitest'
import { candleGeometry, heatCells, priceDomain, toCandleRows } from '@/components/charts/shaping'

const rising = { date: '2026-11-03', open: 3.88, high: 3.97, low: 3.85, close: 3.95 }
const falling = { date: '2026-11-04', open: 3.95, high: 3.99, low: 3.84, close: 3.86 }

describe('candlesticks', () => {
  test('a candle spans its low to its high and knows whether it closed up', () => {
    expect(toCandleRows([rising, falling])).toEqual([
      { ...rising, range: [3.85, 3.97], rising: true },
      { ...falling, range: [3.84, 3.99], rising: false },
    ])
  })

  test('a day that closes where it opened counts as rising', () => {
    expect(toCandleRows([{ date: 'd', open: 2, high: 3, low: 1, close: 2 }])[0]?.rising).toBe(true)
  })

  test('the price axis runs from the lowest low to the highest high, with a margin', () => {
    const [low, high] = priceDomain([rising, falling])
    expect(low).toBeCloseTo(3.84 - 0.0075)
    expect(high).toBeCloseTo(3.99 + 0.0075)
    expect(priceDomain([])).toEqual([0, 1])
    // A flat series still gets a visible range.
    const [flatLow, flatHigh] = priceDomain([{ date: 'd', open: 4, high: 4, low: 4, close: 4 }])
    expect(flatLow).toBeLessThan(4)
    expect(flatHigh).toBeGreaterThan(4)
  })

  test('the body sits between open and close inside the low-to-high bar', () => {
    // The bar: from y=100 (the high, 10) down 100 px to y=200 (the low, 0).
    const bar = { y: 100, height: 100 }
    expect(candleGeometry(bar, { open: 3, close: 8, high: 10, low: 0 })).toEqual({
      wickTop: 100,
      wickBottom: 200,
      bodyTop: 120,
      bodyHeight: 50,
    })
    // Falling: the body runs from the open (top) to the close; same geometry the other way round.
    expect(candleGeometry(bar, { open: 8, close: 3, high: 10, low: 0 }).bodyTop).toBe(120)
  })

  test('a day that closed at its open still shows a body one pixel high', () => {
    expect(candleGeometry({ y: 0, height: 50 }, { open: 5, close: 5, high: 10, low: 0 }).bodyHeight).toBe(1)
    expect(candleGeometry({ y: 40, height: 0 }, { open: 5, close: 5, high: 5, low: 5 })).toMatchObject({ bodyTop: 40 })
  })
})

describe('heatmap cells', () => {
  test('one cell per value, by column and row, shaded in equal steps from the lowest to the highest', () => {
    const cells = heatCells(
      [
        [0, 25],
        [50, 100],
      ],
      4,
    )
    expect(cells).toEqual([
      { x: 0, y: 0, value: 0, level: 0 },
      { x: 1, y: 0, value: 25, level: 1 },
      { x: 0, y: 1, value: 50, level: 2 },
      { x: 1, y: 1, value: 100, level: 3 },
    ])
  })

  test('the highest value takes the darkest shade, not one past it', () => {
    expect(Math.max(...heatCells([[1, 2, 3, 4, 5, 6]], 5).map((cell) => cell.level))).toBe(4)
  })

  test('equal values share the lightest shade; no values, no cells', () => {
    expect(heatCells([[7, 7]]).map((cell) => cell.level)).toEqual([0, 0])
    expect(heatCells([])).toEqual([])
  })
})
