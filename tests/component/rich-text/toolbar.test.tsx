import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { RichTextEditor, type RichTextTool } from '@/components/rich-text'
import { plainTextOf, type RichText } from '@/domain/richText'
import { renderKit } from '../support/render'

function Writer({ toolbar }: { toolbar?: readonly RichTextTool[] }) {
  const [doc, setDoc] = useState<RichText | null>(null)
  return (
    <>
      <RichTextEditor label="Welcome message" onChange={setDoc} toolbar={toolbar} />
      <output>{doc ? plainTextOf(doc) : ''}</output>
    </>
  )
}

const toolNames = () =>
  page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button')
    .elements()
    .map((button) => button.getAttribute('aria-label'))

describe('the rich-text editor’s toolbar', () => {
  test('shows the five formatting buttons when none are chosen', async () => {
    await renderKit(<Writer />)
    await expect.element(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
    expect(toolNames()).toEqual(['Bold', 'Italic', 'Strikethrough', 'Bulleted list', 'Numbered list'])
  })

  test('shows only the chosen buttons, in their order; undo and redo work and are off when useless', async () => {
    await renderKit(<Writer toolbar={['italic', 'bold', 'undo', 'redo']} />)
    await expect.element(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
    expect(toolNames()).toEqual(['Italic', 'Bold', 'Undo', 'Redo'])
    const undo = page.getByRole('button', { name: 'Undo' })
    await expect.element(undo).toBeDisabled()
    await userEvent.type(page.getByRole('textbox', { name: 'Welcome message' }), 'Hello')
    const text = () => document.querySelector('output')?.textContent
    await expect.poll(text).toBe('Hello')
    await expect.element(undo).toBeEnabled()
    // Tiptap groups quick typing into steps: undo takes back the last one (or all of it).
    await userEvent.click(undo)
    await expect.poll(text).not.toBe('Hello')
    expect('Hello'.startsWith(text() ?? 'x')).toBe(true)
    await expect.element(page.getByRole('button', { name: 'Redo' })).toBeEnabled()
    // Undo and redo are actions, not toggles.
    await expect.element(undo).not.toHaveAttribute('aria-pressed')
  })

  test('an empty toolbar hides it and leaves the text box', async () => {
    await renderKit(<Writer toolbar={[]} />)
    await expect.element(page.getByRole('textbox', { name: 'Welcome message' })).toBeVisible()
    expect(page.getByRole('toolbar').elements()).toHaveLength(0)
  })

  test('turns invalid and back as its prop changes, with the message read with the box', async () => {
    function Required() {
      const [invalid, setInvalid] = useState(true)
      return (
        <>
          <RichTextEditor label="Away message" onChange={() => setInvalid(false)} invalid={invalid} describedBy="why" />
          <span id="why">Write the message.</span>
        </>
      )
    }
    await renderKit(<Required />)
    const box = page.getByRole('textbox', { name: 'Away message' })
    await expect.element(box).toHaveAttribute('aria-invalid', 'true')
    await expect.element(box).toHaveAccessibleDescription('Write the message.')
    await userEvent.type(box, 'Back on Monday')
    await expect.element(box).not.toHaveAttribute('aria-invalid')
  })
})
