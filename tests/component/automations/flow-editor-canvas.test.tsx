import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { menuFlow, renderFlowEditor } from './flowEditorHarness'

const nodeOf = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!

async function openCanvas(name = 'Canvas') {
  await userEvent.click(page.getByRole('tab', { name }))
  await expect.element(page.getByRole('application')).toBeVisible()
  await expect.poll(() => document.querySelectorAll('.react-flow__edge').length).toBe(5)
}

describe('the flow editor, canvas', () => {
  test('draws the same steps as nodes and their outcomes as labelled edges', async () => {
    await renderFlowEditor(menuFlow, {
      problems: [{ stepId: 'tag', path: '', message: 'Nothing happens after this tag.', severity: 'warning' }],
    })
    await openCanvas()
    expect(document.querySelectorAll('.react-flow__node')).toHaveLength(5)
    const labels = [...document.querySelectorAll('.react-flow__edge-text')].map((label) => label.textContent).sort()
    expect(labels).toEqual(['No', 'Quick reply “Done”', 'Right after sending', 'Tap on “See the menu”', 'Yes'])
    await expect
      .element(
        page.getByRole('group', {
          name: 'Step 1: Send a message, Tap on “See the menu”: goes to Step 2: Check something',
        }),
      )
      .toBeInTheDocument()
    await expect
      .element(page.getByRole('group', { name: 'Step 4: Add or remove a tag', exact: true }))
      .toMatchTextContent(/1 problem/)
  })

  test('edits the selected step beside the canvas with the outline’s editor', async () => {
    await renderFlowEditor(menuFlow)
    await openCanvas()
    await userEvent.click(page.getByRole('group', { name: 'Step 4: Add or remove a tag', exact: true }))
    const panel = page.getByRole('complementary', { name: 'Selected step' })
    await expect.element(panel.getByRole('region', { name: 'Step 4: Add or remove a tag' })).toBeVisible()
    await expect.element(panel.getByRole('combobox', { name: 'Tag' })).toHaveValue('menu')
  })

  test('drags a step to move it and an outcome’s handle to a step to lead it there', async () => {
    const { current } = await renderFlowEditor(menuFlow)
    await openCanvas()
    const before = nodeOf('tag').getBoundingClientRect()
    await userEvent.dragAndDrop(
      page.getByRole('group', { name: 'Step 4: Add or remove a tag', exact: true }),
      page.getByRole('group', { name: 'Step 5: Send a message', exact: true }),
      { steps: 5 },
    )
    await expect.poll(() => current.graph.layout.tag).toBeDefined()
    expect(nodeOf('tag').getBoundingClientRect().top).toBeGreaterThan(before.top)

    const tapHandle = document.querySelector('.react-flow__node[data-id="reply"] [data-handleid="next"]')!
    const askTarget = document.querySelector('.react-flow__node[data-id="ask"] .react-flow__handle.target')!
    await userEvent.dragAndDrop(page.elementLocator(tapHandle), page.elementLocator(askTarget), { steps: 5 })
    await expect.poll(() => current.graph.steps.reply?.kind === 'send' && current.graph.steps.reply.next).toBe('ask')
    await expect.poll(() => document.querySelectorAll('.react-flow__edge').length).toBe(6)
  })

  test('reads from left to right in English and from right to left in Arabic', async () => {
    const english = await renderFlowEditor(menuFlow)
    await openCanvas()
    expect(nodeOf('follows').getBoundingClientRect().left).toBeGreaterThan(nodeOf('reply').getBoundingClientRect().left)
    await english.unmount()

    await renderFlowEditor(menuFlow, { locale: 'ar' })
    await openCanvas('لوحة الرسم')
    expect(nodeOf('follows').getBoundingClientRect().right).toBeLessThan(nodeOf('reply').getBoundingClientRect().right)
  })
})
