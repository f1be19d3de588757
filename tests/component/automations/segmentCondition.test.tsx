import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { menuFlow, renderFlowEditor } from './flowEditorHarness'

describe('a condition on a contact segment', () => {
  test('is picked as "the person is in a segment", then one of the workspace’s segments', async () => {
    const { current } = await renderFlowEditor(menuFlow)
    const condition = page.getByRole('region', { name: 'Step 2: Check something' })
    await condition.getByRole('combobox', { name: 'Check whether', exact: true }).click()
    await page.getByRole('option', { name: 'The person is in a segment' }).click()
    await condition.getByRole('combobox', { name: 'Segment', exact: true }).click()
    await page.getByRole('option', { name: 'Customers' }).click()
    await expect
      .element(condition.getByRole('combobox', { name: 'Segment', exact: true }))
      .toHaveTextContent('Customers')
    expect(current.graph.steps.follows).toMatchObject({
      condition: { kind: 'in-segment', segmentId: 'segment-customers' },
    })
  })
})
