import { Chart as ChartJS } from 'chart.js'
import { Line } from 'react-chartjs-2'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ChartJsFrame } from '@/features/ui-charts/ChartJsFrame'
import { preferenceSet } from '@/machines/preferences'
import { createPreferencesActor } from '@/runtime/preferences/preferencesRuntime'
import { PreferencesProvider } from '@/runtime/preferences/PreferencesProvider'
import { renderKit } from '../support/render'

/** The catalogue's Chart.js frame (src/features/ui-charts): a canvas cannot read CSS variables, so it is recoloured by hand. */
function RepliesChart() {
  return (
    <ChartJsFrame
      title="Replies per day"
      summary="Replies rose all week."
      table={{
        columns: ['Day', 'Replies'],
        rows: [
          ['Mon', '12'],
          ['Tue', '30'],
        ],
      }}
    >
      {(chart) => (
        <Line
          {...chart.canvas}
          options={chart.options<'line'>('cartesian')}
          data={{
            labels: ['Mon', 'Tue'],
            datasets: [{ label: 'Replies', data: [12, 30], borderColor: chart.color(0) }],
          }}
        />
      )}
    </ChartJsFrame>
  )
}

function drawnChart() {
  const canvas = document.querySelector('canvas')
  return canvas ? ChartJS.getChart(canvas) : undefined
}

describe('Chart.js in the catalogue', () => {
  test('follows the primary colour and dark mode: the datasets and the axes are redrawn in the new colours', async () => {
    const actor = createPreferencesActor()
    actor.start()
    await renderKit(
      <PreferencesProvider actor={actor}>
        <RepliesChart />
      </PreferencesProvider>,
    )
    await expect.element(page.getByRole('img', { name: 'Replies per day' }).last()).toBeVisible()
    await expect.poll(() => drawnChart()?.data.datasets[0]?.borderColor).toBe('rgba(46, 125, 50, 1)')

    actor.send(preferenceSet('primaryColorLight', '#1565C0'))
    await expect.poll(() => drawnChart()?.data.datasets[0]?.borderColor).toBe('rgba(21, 101, 192, 1)')

    const lightTicks = drawnChart()?.options.scales?.x?.ticks?.color
    document.querySelector('.radix-themes')?.classList.replace('light', 'dark')
    await expect.poll(() => drawnChart()?.options.scales?.x?.ticks?.color).not.toBe(lightTicks)
    actor.send({ type: 'RESET' })
  })

  test('names its canvas and gives its figures as a table', async () => {
    const actor = createPreferencesActor()
    actor.start()
    await renderKit(
      <PreferencesProvider actor={actor}>
        <RepliesChart />
      </PreferencesProvider>,
    )
    await expect.poll(() => document.querySelector('canvas')?.getAttribute('aria-label')).toBe('Replies per day')
    await userEvent.click(page.getByRole('button', { name: 'Show as table' }))
    await expect
      .element(page.getByRole('table', { name: 'Replies per day' }).getByRole('row', { name: 'Tue 30' }))
      .toBeVisible()
  })
})
