import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { AreaChart, BarChart, DonutChart, LineChart, RadarChart, RadialChart } from '@/components/charts'
import { renderKit } from '../support/render'

const runs = [
  { day: 'Mon', runs: 12, failed: 2 },
  { day: 'Tue', runs: 30, failed: 1 },
  { day: 'Wed', runs: 1250, failed: 4 },
]

function fillOf(selector: string): string {
  const element = document.querySelector(selector)
  if (!element) throw new Error(`${selector} is not rendered`)
  return getComputedStyle(element).fill
}

const firstBar = '.recharts-bar-rectangle path'
/** Recharts is a large chunk: on a busy machine its first load takes a while. */
const CHUNK_LOAD = { timeout: 30_000 }

describe('charts', () => {
  test('count whole numbers on the value axis when every value is one', async () => {
    await renderKit(
      <LineChart
        title="Sent per day"
        data={[
          { day: 'Mon', sent: 0 },
          { day: 'Tue', sent: 3 },
        ]}
        x="day"
        xLabel="Day"
        series={[{ key: 'sent', label: 'Sent' }]}
        height={160}
      />,
    )
    const ticks = () =>
      [...document.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent ?? '')
    await expect.poll(() => ticks().length, CHUNK_LOAD).toBeGreaterThan(1)
    expect(ticks().every((label) => /^\d+$/.test(label))).toBe(true)
  })

  test('take their colours from the theme: a new primary colour or dark mode recolours the series at once', async () => {
    const chart = (
      <BarChart
        title="Runs per day"
        data={runs}
        x="day"
        xLabel="Day"
        series={[
          { key: 'runs', label: 'Runs', color: 'accent' },
          { key: 'failed', label: 'Failed', color: 'gray' },
        ]}
      />
    )
    await renderKit(chart)
    await expect.poll(() => document.querySelectorAll(firstBar).length, CHUNK_LOAD).toBe(6)
    const [accentBar, grayBar] = [document.querySelectorAll(firstBar)[0], document.querySelectorAll(firstBar)[3]]
    expect(getComputedStyle(accentBar!).fill).toBe('rgb(46, 125, 50)') // the default primary, #2E7D32

    document.documentElement.style.setProperty('--app-primary', '#1565C0')
    expect(getComputedStyle(accentBar!).fill).toBe('rgb(21, 101, 192)')

    const lightGray = getComputedStyle(grayBar!).fill
    document.querySelector('.radix-themes')?.classList.replace('light', 'dark')
    expect(getComputedStyle(grayBar!).fill).not.toBe(lightGray)
    // The semantic and accent colours are CSS variables on the SVG, never frozen values.
    expect(accentBar?.getAttribute('fill')).toBe('var(--accent-9)')
    expect(fillOf(firstBar)).toBe('rgb(21, 101, 192)')
  })

  test('read as a table, in the current language’s numbers', async () => {
    await renderKit(
      <LineChart
        title="Runs per day"
        summary="Runs rose from 12 to 1,250 this week."
        data={runs}
        x="day"
        xLabel="Day"
        series={[{ key: 'runs', label: 'Runs' }]}
      />,
      { locale: 'fr' },
    )
    const image = page.getByRole('img', { name: 'Runs per day' })
    await expect.element(image).toHaveAccessibleDescription('Runs rose from 12 to 1,250 this week.')
    await userEvent.click(page.getByRole('button', { name: 'Afficher en tableau' }))
    const table = page.getByRole('table', { name: 'Runs per day' })
    await expect.element(table.getByRole('row', { name: 'Wed 1 250' })).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Afficher en graphique' }))
      .toHaveAttribute('aria-pressed', 'true')
  })

  test('mirror in right-to-left: categories from the right, the value axis on the right', async () => {
    await renderKit(
      <AreaChart title="Runs" data={runs} x="day" xLabel="Day" series={[{ key: 'runs', label: 'Runs' }]} />,
      { locale: 'ar' },
    )
    const labels = '.recharts-xAxis-tick-labels text'
    await expect.poll(() => document.querySelectorAll(labels).length, CHUNK_LOAD).toBe(3)
    const ticks = Array.from(document.querySelectorAll(labels), (tick) => ({
      label: tick.textContent,
      x: tick.getBoundingClientRect().x,
    }))
    expect(ticks.find((tick) => tick.label === 'Mon')!.x).toBeGreaterThan(ticks.find((tick) => tick.label === 'Wed')!.x)
    const surface = document.querySelector('.recharts-surface')!.getBoundingClientRect()
    const valueAxis = document.querySelector('.recharts-yAxis')!.getBoundingClientRect()
    expect(valueAxis.x).toBeGreaterThan(surface.x + surface.width / 2)
  })

  test('hold their height while the chart library loads', async () => {
    await renderKit(
      <DonutChart
        title="Events by kind"
        height={240}
        centerLabel="60"
        slices={[
          { label: 'Comments', value: 40 },
          { label: 'Mentions', value: 20 },
        ]}
      />,
    )
    const frame = page.getByRole('img', { name: 'Events by kind' })
    expect(frame.element().getBoundingClientRect().height).toBe(240)
    await expect.poll(() => document.querySelectorAll('.recharts-pie-sector').length, CHUNK_LOAD).toBe(2)
    expect(frame.element().getBoundingClientRect().height).toBe(240)
  })

  test('radial and radar charts draw their series and their tables', async () => {
    await renderKit(
      <>
        <RadialChart title="Tickets closed" rings={[{ label: 'Closed', value: 85 }]} centerLabel="85%" />
        <RadarChart
          title="Sales by channel"
          data={[
            { channel: 'Shop', y2025: 40, y2026: 55 },
            { channel: 'Web', y2025: 70, y2026: 60 },
            { channel: 'Phone', y2025: 20, y2026: 35 },
          ]}
          axis="channel"
          axisLabel="Channel"
          series={[
            { key: 'y2025', label: '2025' },
            { key: 'y2026', label: '2026' },
          ]}
        />
      </>,
    )
    await expect
      .poll(() => document.querySelectorAll('.recharts-radial-bar-sector').length, CHUNK_LOAD)
      .toBeGreaterThan(0)
    await expect.poll(() => document.querySelectorAll('.recharts-radar-polygon').length).toBe(2)
    const [, radarToggle] = await page.getByRole('button', { name: 'Show as table' }).all()
    await userEvent.click(radarToggle!)
    await expect
      .element(page.getByRole('table', { name: 'Sales by channel' }).getByRole('row', { name: 'Web 70 60' }))
      .toBeVisible()
  })
})
