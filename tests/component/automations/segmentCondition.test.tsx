import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
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

describe('a condition on the post commented on', () => {
  test('ticks the account’s posts by their captions, never by typed ids', async () => {
    const { current } = await renderFlowEditor(menuFlow)
    const condition = page.getByRole('region', { name: 'Step 2: Check something' })
    await condition.getByRole('combobox', { name: 'Check whether', exact: true }).click()
    await page.getByRole('option', { name: 'They commented on certain posts' }).click()
    const posts = condition.getByRole('group', { name: 'Posts or reels' })
    await userEvent.click(posts.getByRole('checkbox', { name: /Roasting today/ }))
    expect(current.graph.steps.follows).toMatchObject({ condition: { kind: 'from-post', mediaIds: ['reel-roast'] } })
    await userEvent.click(posts.getByRole('checkbox', { name: /New winter blend/ }))
    await userEvent.click(posts.getByRole('checkbox', { name: /Roasting today/ }))
    expect(current.graph.steps.follows).toMatchObject({ condition: { kind: 'from-post', mediaIds: ['post-blend'] } })
  })

  test('keeps a chosen post the account no longer lists, named by its id', async () => {
    const graph = structuredClone(menuFlow)
    const follows = graph.steps.follows!
    if (follows.kind !== 'condition') throw new Error('the menu flow checks whether the person follows')
    follows.condition = { kind: 'from-post', mediaIds: ['gone-17900'] }
    await renderFlowEditor(graph)
    const posts = page.getByRole('group', { name: 'Posts or reels' })
    await expect.element(posts.getByRole('checkbox', { name: 'Post gone-17900' })).toBeChecked()
  })
})
