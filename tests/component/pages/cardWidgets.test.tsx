import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { DashboardDay, DashboardResponse } from '@/domain/automations/apiTypes'
import { CardWidgets } from '@/features/pages/CardWidgetsScreen'
import { renderKit } from '../support/render'

const quiet = { sent: 0, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 }
const day = (date: string, counts: Partial<typeof quiet>): DashboardDay => ({ day: date, ...quiet, ...counts })

/** Two weeks ending on a Sunday: Monday 23 November had most runs, the Wednesday after some. */
const dashboard: DashboardResponse = {
  days: [day('2026-11-23', { sent: 5, failed: 1, skipped: 2 }), day('2026-11-25', { sent: 1, 'partly-sent': 1 })],
  totals: { sent: 6, 'partly-sent': 1, queued: 2, failed: 1, skipped: 2 },
  messagesSent: 9,
  sentByAutomations: 9,
  sentByHand: { total: 0, members: [] },
  top: [
    { automationId: 'a1', name: 'Price in DM', total: 9, counters: { ...quiet, sent: 5, failed: 1, skipped: 2 } },
    { automationId: 'a2', name: 'Story thanks', total: 3, counters: { ...quiet, sent: 1 } },
  ],
  latestEvents: [],
  eventsByKind: { comment: 7, story_mention: 3, message: 0 },
  queued: 2,
}

describe('the card widgets', () => {
  test('read the dashboard’s own counts: delivery over runs that tried, weekdays, shares and the queue', async () => {
    await renderKit(<CardWidgets data={dashboard} />)
    // 6 sent of 8 that tried (sent, partly sent, failed); skipped and queued runs tried nothing.
    await expect.element(page.getByText('6 of 8 runs reached Instagram in full.', { exact: true })).toBeVisible()
    await expect.element(page.getByText('75%')).toBeVisible()
    await expect.element(page.getByText('Busiest day: Monday.')).toBeVisible()
    // 9 of the 12 runs were "Price in DM".
    await expect
      .element(page.getByRole('progressbar', { name: 'Price in DM: share of runs' }))
      .toHaveAttribute('aria-valuenow', '75')
    await expect.element(page.getByText('9 messages reached Instagram in the last 14 days.')).toBeVisible()
    const busiest = page.getByRole('region', { name: 'Busiest days' })
    await userEvent.click(busiest.getByRole('button', { name: 'Show as table' }))
    const table = busiest.getByRole('table', { name: 'Runs by weekday' })
    await expect.element(table.getByRole('row', { name: 'Monday 8' })).toBeVisible()
    await expect.element(table.getByRole('row', { name: 'Wednesday 2' })).toBeVisible()
    // Kinds nobody sent are left out of the donut.
    const events = page.getByRole('region', { name: 'Events received' })
    await userEvent.click(events.getByRole('button', { name: 'Show as table' }))
    const kinds = events.getByRole('table', { name: 'Events received by kind' })
    await expect.element(kinds.getByRole('row', { name: /^Comment 7\b/ })).toBeVisible()
    await expect.element(kinds.getByRole('row', { name: /^Story mention 3\b/ })).toBeVisible()
    expect(kinds.getByRole('row', { name: /^DM/ }).elements()).toHaveLength(0)
  })

  test('say so when nothing has happened yet, and show no made-up figure', async () => {
    const empty: DashboardResponse = {
      ...dashboard,
      days: [],
      totals: quiet,
      top: [],
      eventsByKind: {},
      queued: 0,
      messagesSent: 0,
    }
    await renderKit(<CardWidgets data={empty} />)
    for (const text of [
      'No automation has tried to send anything yet.',
      'No Instagram event has arrived yet.',
      'No automation has run yet.',
      'Nothing is waiting: every run has been handled.',
    ])
      await expect.element(page.getByText(text)).toBeVisible()
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|Busiest day:/)
  })
})
