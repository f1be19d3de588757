import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { useUndoHistory } from '@/components/undo'
import { renderKit } from '../support/render'

function Counter() {
  const [value, setValue] = useState({ count: 0, note: '' })
  const history = useUndoHistory({ value, onChange: setValue })
  return (
    <div onKeyDown={history.onKeyDown}>
      <output aria-label="Count">{value.count}</output>
      <button type="button" onClick={() => history.change({ ...value, count: value.count + 1 })}>
        Add one
      </button>
      <label>
        Note
        <input
          value={value.note}
          onChange={(event) => history.change({ ...value, note: event.target.value }, 'note')}
        />
      </label>
      <button type="button" disabled={!history.canUndo} onClick={history.undo}>
        Undo
      </button>
      <button type="button" disabled={!history.canRedo} onClick={history.redo}>
        Redo
      </button>
    </div>
  )
}

const count = () => page.getByRole('status', { name: 'Count' })
const note = () => page.getByRole('textbox', { name: 'Note' })

describe('undo history', () => {
  test('undoes and redoes with buttons; a new change forgets what could be redone', async () => {
    await renderKit(<Counter />)
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
    await userEvent.click(page.getByRole('button', { name: 'Add one' }))
    await userEvent.click(page.getByRole('button', { name: 'Add one' }))
    await expect.element(count()).toHaveTextContent('2')
    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    await expect.element(count()).toHaveTextContent('1')
    await userEvent.click(page.getByRole('button', { name: 'Redo' }))
    await expect.element(count()).toHaveTextContent('2')
    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    await userEvent.click(page.getByRole('button', { name: 'Add one' }))
    await expect.element(page.getByRole('button', { name: 'Redo' })).toBeDisabled()
  })

  test('typing into one field is one step, undone and redone from the keyboard', async () => {
    await renderKit(<Counter />)
    await userEvent.click(page.getByRole('button', { name: 'Add one' }))
    await userEvent.type(note(), 'hello')
    await userEvent.keyboard('{Control>}z{/Control}')
    await expect.element(note()).toHaveValue('')
    await expect.element(count()).toHaveTextContent('1')
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    await expect.element(note()).toHaveValue('hello')
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}')
    await expect.element(count()).toHaveTextContent('0')
    await userEvent.keyboard('{Control>}y{/Control}')
    await expect.element(count()).toHaveTextContent('1')
  })
})
