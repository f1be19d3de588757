import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { FlowStep } from '@/domain/automations/flow/model'
import { arrowDownTo, chooseByKeyboard, emptyFlow, menuFlow, renderFlowEditor, tabTo } from './flowEditorHarness'

const step = (name: string) => page.getByRole('region', { name })
const combobox = (name: string) => page.getByRole('combobox', { name, exact: true })

describe('the flow editor, outline', () => {
  test('builds a flow by keyboard only: a message with a button routed to a new condition with two branches', async () => {
    const { current } = await renderFlowEditor(emptyFlow)
    await chooseByKeyboard(combobox('The conversation starts with'), 'New step: Send a message')
    await expect.element(step('Step 1: Send a message')).toBeVisible()
    await expect.element(combobox('Sent as')).toHaveTextContent('A private reply to the comment')

    await tabTo(page.getByRole('textbox', { name: 'Message 1: text' }))
    await userEvent.keyboard('Hi! Tap below')
    await expect.element(page.getByText('13/1,000 characters')).toBeVisible()
    await tabTo(page.getByRole('button', { name: 'Add a button to Message 1' }))
    await userEvent.keyboard('{Enter}')
    await tabTo(page.getByRole('textbox', { name: 'Message 1, button 1: title' }))
    await userEvent.keyboard('See the menu')
    await expect.element(page.getByText('12/20 characters')).toBeVisible()

    await chooseByKeyboard(combobox('Tap on “See the menu”: goes to'), 'New step: Check something')
    const condition = step('Step 2: Check something')
    await expect.element(condition).toBeVisible()
    await chooseByKeyboard(condition.getByRole('combobox', { name: 'Yes: goes to' }), 'New step: Add or remove a tag')
    await chooseByKeyboard(condition.getByRole('combobox', { name: 'No: goes to' }), 'New step: Send a message')

    await expect.element(step('Step 3: Add or remove a tag')).toBeVisible()
    await expect.element(step('Step 4: Send a message')).toBeVisible()
    const graph = current.graph
    const opening = graph.steps[graph.start!] as Extract<FlowStep, { kind: 'send' }>
    const message = opening.messages[0]!
    expect(message.kind === 'text' && message.text).toBe('Hi! Tap below')
    const button = message.kind === 'text' ? message.buttons[0]! : null
    expect(button?.title).toBe('See the menu')
    const next = button?.action.kind === 'step' ? button.action.next : null
    const check = graph.steps[next!] as Extract<FlowStep, { kind: 'condition' }>
    expect(check.kind).toBe('condition')
    expect(graph.steps[check.then!]?.kind).toBe('tag')
    expect(graph.steps[check.otherwise!]?.kind).toBe('send')
    expect(Object.keys(graph.steps)).toHaveLength(4)
  })

  test('an added quick reply takes the focus, the thirteenth too, where the limit removes the button', async () => {
    await renderFlowEditor(emptyFlow)
    await chooseByKeyboard(combobox('The conversation starts with'), 'New step: Send a message')
    await tabTo(page.getByRole('button', { name: 'Add a quick reply' }))
    for (let count = 1; count <= 13; count++) {
      if (count > 1) await tabTo(page.getByRole('button', { name: 'Add a quick reply' }))
      await userEvent.keyboard('{Enter}')
      await expect.element(page.getByRole('textbox', { name: `Quick reply ${count}`, exact: true })).toHaveFocus()
      await userEvent.keyboard(`Answer ${count}`)
    }
    await expect.element(page.getByText("13 of 13 quick replies (Instagram's limit).")).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Quick reply 13', exact: true })).toHaveValue('Answer 13')
  })

  test('undoes and redoes edits with the buttons and the keyboard', async () => {
    const { current } = await renderFlowEditor(menuFlow)
    const undo = page.getByRole('button', { name: 'Undo' })
    await expect.element(undo).toBeDisabled()
    await userEvent.click(page.getByRole('button', { name: 'Delete Step 5: Send a message' }))
    await expect.element(step('Step 5: Send a message')).not.toBeInTheDocument()
    await userEvent.click(undo)
    await expect.element(step('Step 5: Send a message')).toBeVisible()
    expect(current.graph).toEqual(menuFlow)

    const text = page.getByRole('textbox', { name: 'Message 1: text' }).first()
    await userEvent.click(text)
    await userEvent.keyboard('{End}!!')
    expect(current.graph.steps.reply).not.toEqual(menuFlow.steps.reply)
    await userEvent.keyboard('{Control>}z{/Control}')
    await expect.element(text).toHaveValue('Hi {{username}}, here it is')
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    await expect.element(text).toHaveValue('Hi {{username}}, here it is!!')
    await userEvent.keyboard('{Control>}z{/Control}')
    await userEvent.keyboard('{Control>}y{/Control}')
    await expect.element(text).toHaveValue('Hi {{username}}, here it is!!')
    await userEvent.click(undo)
    await expect.element(text).toHaveValue('Hi {{username}}, here it is')
    await userEvent.click(page.getByRole('button', { name: 'Redo' }))
    await expect.element(text).toHaveValue('Hi {{username}}, here it is!!')
    await expect.element(page.getByRole('button', { name: 'Redo' })).toBeDisabled()
  })

  test('deleting a step leaves the outcomes that led to it ending there', async () => {
    const { current } = await renderFlowEditor(menuFlow)
    await userEvent.click(page.getByRole('button', { name: 'Delete Step 2: Check something' }))
    await expect.element(step('Step 2: Check something')).not.toBeInTheDocument()
    await expect.element(combobox('Tap on “See the menu”: goes to')).toHaveTextContent('Ends here')
    await expect.element(combobox('Quick reply “Done”: goes to')).toHaveTextContent('Ends here')
    expect(current.graph.steps.follows).toBeUndefined()
    // The focus, on the button that went with its step, moves to the step before.
    await expect.element(page.getByRole('heading', { name: 'Step 1: Send a message' })).toHaveFocus()
    // The steps only the check led to are kept, marked as reached by nothing.
    await expect.element(page.getByText('Nothing leads here').first()).toBeVisible()
  })

  test('shows each problem on its step, and under the field it is about', async () => {
    await renderFlowEditor(menuFlow, {
      problems: [
        { stepId: 'tag', path: '', message: 'Nothing happens after this tag.', severity: 'warning' },
        { stepId: 'reply', path: 'messages.0.text', message: 'Write the message text.', severity: 'error' },
        { stepId: null, path: '', message: 'Nothing in this conversation is ever sent.', severity: 'error' },
        { stepId: 'ask', path: 'quickReplies.0', message: 'Choose where this answer leads.', severity: 'error' },
      ],
    })
    await expect
      .element(page.getByRole('group', { name: 'Problems in the conversation' }))
      .toHaveTextContent('Nothing in this conversation is ever sent.')
    const tagStep = step('Step 4: Add or remove a tag')
    await expect
      .element(tagStep.getByRole('group', { name: 'Problems in Step 4: Add or remove a tag' }))
      .toHaveTextContent('Nothing happens after this tag.')
    await expect
      .element(step('Step 1: Send a message').getByRole('textbox', { name: 'Message 1: text' }))
      .toHaveAccessibleDescription(expect.stringContaining('Write the message text.'))
    await expect
      .element(step('Step 2: Check something').getByRole('group', { name: /^Problems in/ }))
      .not.toBeInTheDocument()
    // A problem about an outcome is read with the choice of where it leads.
    await expect
      .element(combobox('Quick reply “Done”: goes to'))
      .toHaveAccessibleDescription('Choose where this answer leads.')
  })

  test('counts a text in characters, and in bytes only when accents or emoji make the two differ', async () => {
    await renderFlowEditor(menuFlow)
    const text = step('Step 3: Send a message').getByRole('textbox', { name: 'Message 1: text' })
    await userEvent.fill(text, 'Cafe')
    await expect.element(text).toHaveAccessibleDescription('4/1,000 characters')
    await userEvent.fill(text, 'Café ☕')
    await expect
      .element(text)
      .toHaveAccessibleDescription(
        '6 characters, which Instagram counts as 9/1,000 bytes: accents and emoji take more than one.',
      )
  })

  test('puts a detail about the person where the cursor is, and the cursor after it', async () => {
    await renderFlowEditor(menuFlow)
    const text = step('Step 3: Send a message').getByRole('textbox', { name: 'Message 1: text' })
    await userEvent.fill(text, 'See you in !')
    await userEvent.keyboard('{ArrowLeft}')
    await tabTo(
      step('Step 3: Send a message').getByRole('button', {
        name: 'Insert a detail about the person in Message 1: text',
      }),
    )
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('menuitem', { name: 'city' })).toBeVisible()
    await arrowDownTo('city')
    await userEvent.keyboard('{Enter}')
    await expect.element(text).toHaveValue('See you in {{city}}!')
    await expect.element(text).toHaveFocus()
    await userEvent.keyboard(' soon')
    await expect.element(text).toHaveValue('See you in {{city}} soon!')
  })
})
