import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Panel } from '@/components/panel'
import { renderKit } from '../support/render'

describe('the dashboard panel', () => {
  test('is a region named by its heading, at the level asked, with its description and action', async () => {
    await renderKit(
      <Panel title="Sales by countries" description="Last 30 days" action={<button type="button">Export</button>}>
        <p>Portugal: 1 240 €</p>
      </Panel>,
    )
    const region = page.getByRole('region', { name: 'Sales by countries' })
    await expect.element(region).toBeVisible()
    await expect.element(region.getByRole('heading', { level: 2, name: 'Sales by countries' })).toBeVisible()
    await expect.element(region.getByText('Last 30 days')).toBeVisible()
    await expect.element(region.getByRole('button', { name: 'Export' })).toBeVisible()
    await expect.element(region.getByText('Portugal: 1 240 €')).toBeVisible()
  })

  test('takes a lower heading level inside a section', async () => {
    await renderKit(
      <Panel title="Team members" headingLevel="h3">
        <p>Five people</p>
      </Panel>,
    )
    await expect.element(page.getByRole('heading', { level: 3, name: 'Team members' })).toBeVisible()
  })
})
