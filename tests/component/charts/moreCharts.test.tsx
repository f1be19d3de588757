import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CandlestickChart, HeatmapChart, ScatterChart } from '@/components/charts'
import { renderKit } from '../support/render'

/** Recharts is a large chunk: on a busy machine its first load takes a while. */
const CHUNK_LOAD = { timeout: 30_000 }

const candles = [
  { date: 'Mon', open: 3.82, high: 3.91, low: 3.78, close: 3.88 },
  { date: 'Tue', open: 3.88, high: 3.97, low: 3.85, close: 3.95 },
  { date: 'Wed', open: 3.95, high: 3.99, low: 3.84, close: 3.86 },
]

describe('charts built from Recharts primitives', () => {
  test('a candlestick draws each day in green when it closed up, red when down, and reads as a table', async () => {
    await renderKit(
      <CandlestickChart title="Arabica price" summary="The price rose." candles={candles} xLabel="Day" />,
      { locale: 'fr' },
    )
    await expect.poll(() => document.querySelectorAll('.recharts-candle').length, CHUNK_LOAD).toBe(3)
    const bodies = [...document.querySelectorAll('.recharts-candle rect')]
    expect(bodies.map((body) => body.getAttribute('fill'))).toEqual([
      'var(--grass-9)',
      'var(--grass-9)',
      'var(--red-9)',
    ])
    // The body of Wednesday (open 3.95, close 3.86) sits inside its wick (high 3.99, low 3.84).
    const [wick, body] = [
      document.querySelectorAll('.recharts-candle line')[2]!.getBoundingClientRect(),
      bodies[2]!.getBoundingClientRect(),
    ]
    expect(body.top).toBeGreaterThan(wick.top)
    expect(body.bottom).toBeLessThan(wick.bottom)

    await userEvent.click(page.getByRole('button', { name: 'Afficher en tableau' }))
    const table = page.getByRole('table', { name: 'Arabica price' })
    await expect.element(table.getByRole('row', { name: 'Wed 3,95 3,99 3,84 3,86' })).toBeVisible()
  })

  test('a heatmap shades the highest value darkest, and its first column sits on the right in Arabic', async () => {
    const heatmap = (
      <HeatmapChart
        title="Replies by day and hour"
        rows={['Mon', 'Tue']}
        columns={['9h', '12h', '18h']}
        values={[
          [1, 5, 9],
          [2, 30, 4],
        ]}
        rowLabel="Day"
      />
    )
    const { rerender } = await renderKit(heatmap)
    const cells = () => [...document.querySelectorAll<SVGRectElement>('rect[data-level]')]
    await expect.poll(() => cells().length, CHUNK_LOAD).toBe(6)
    const darkest = cells().find((cell) => cell.dataset.level === '4')
    expect(darkest?.getAttribute('fill')).toBe('var(--accent-11)')
    expect(cells().filter((cell) => cell.dataset.level === '4')).toHaveLength(1)

    const columnX = (label: string) =>
      [...document.querySelectorAll('.recharts-xAxis-tick-labels text')]
        .find((tick) => tick.textContent === label)!
        .getBoundingClientRect().x
    expect(columnX('9h')).toBeLessThan(columnX('18h'))

    await userEvent.click(page.getByRole('button', { name: 'Show as table' }))
    await expect
      .element(page.getByRole('table', { name: 'Replies by day and hour' }).getByRole('row', { name: 'Tue 2 30 4' }))
      .toBeVisible()

    await rerender(<div />)
    await renderKit(heatmap, { locale: 'ar' })
    await expect.poll(() => cells().length, CHUNK_LOAD).toBe(6)
    await expect.poll(() => columnX('9h')).toBeGreaterThan(columnX('18h'))
    // The row names sit right of the grid and read away from it, never over the cells.
    const gridRight = Math.max(...cells().map((cell) => cell.getBoundingClientRect().right))
    const monday = [...document.querySelectorAll('.recharts-yAxis-tick-labels text')].find(
      (tick) => tick.textContent === 'Mon',
    )!
    expect(monday.getBoundingClientRect().left).toBeGreaterThanOrEqual(gridRight)
  })

  test('a scatter chart formats each axis its own way and lists every point in its table', async () => {
    await renderKit(
      <ScatterChart
        title="Followers and engagement"
        xLabel="Followers"
        yLabel="Engagement rate"
        pointLabel="Account"
        formatValue={(ratio) => `${Math.round(ratio * 100)}%`}
        series={[
          {
            label: 'Coffee shops',
            points: [
              { name: '@auroracoffee', x: 12400, y: 0.061 },
              { name: '@northbeanbar', x: 3800, y: 0.082 },
            ],
          },
          { label: 'Roasters', color: 'warning', points: [{ x: 45200, y: 0.024 }] },
        ]}
      />,
    )
    await expect.poll(() => document.querySelectorAll('.recharts-scatter-symbol').length, CHUNK_LOAD).toBe(3)
    const xTicks = [...document.querySelectorAll('.recharts-xAxis-tick-labels text')].map((tick) => tick.textContent)
    expect(xTicks.some((tick) => tick?.includes('%'))).toBe(false)
    const yTicks = [...document.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent)
    expect(yTicks.every((tick) => tick?.endsWith('%'))).toBe(true)

    await userEvent.click(page.getByRole('button', { name: 'Show as table' }))
    const table = page.getByRole('table', { name: 'Followers and engagement' })
    await expect.element(table.getByRole('row', { name: '@auroracoffee 12,400 6%' })).toBeVisible()
    // A point without a name is named by its series.
    await expect.element(table.getByRole('row', { name: 'Roasters 45,200 2%' })).toBeVisible()
  })
})
