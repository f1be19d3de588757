import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Link, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FormDraftNotice, useFormDraft, useUnsavedChangesGuard } from '@/components/form'
import { storageKey } from '@/lib/storage'
import { renderKit } from '../support/render'

interface Note {
  title: string
}
const readNote = (stored: unknown): Note | null =>
  typeof (stored as Note | null)?.title === 'string' ? (stored as Note) : null

/** A one-field form with its draft kept and the guard on, as a builder uses them. */
function NoteEditor({
  inApp = true,
  onLeave,
  onKey,
}: {
  inApp?: boolean
  onLeave?: () => void
  onKey?: (key: string) => void
}) {
  const draft = useFormDraft({ name: 'note:new', initial: { title: '' }, read: readNote })
  const { dialog, requestLeave } = useUnsavedChangesGuard(draft.dirty, {
    inApp,
    onLeave: () => {
      draft.discard()
      onLeave?.()
    },
  })
  onKey?.(draft.submissionKey)
  return (
    <>
      {dialog}
      <FormDraftNotice draft={draft} />
      <label>
        Title
        <input value={draft.values.title} onChange={(event) => draft.setValues({ title: event.target.value })} />
      </label>
      <Link href="/notes">All notes</Link>
      <button type="button" onClick={() => requestLeave('/notes')}>
        Cancel
      </button>
      <button type="button" onClick={draft.saved}>
        Saved
      </button>
    </>
  )
}

async function renderEditor(props: Parameters<typeof NoteEditor>[0] = {}) {
  const memory = memoryLocation({ path: '/notes/new', record: true })
  const screen = await renderKit(
    <Router hook={memory.hook}>
      <NoteEditor {...props} />
    </Router>,
  )
  return { ...screen, memory }
}

const kept = () => window.sessionStorage.getItem(storageKey('draft:note:new'))
const title = () => page.getByRole('textbox', { name: 'Title' })
const askedToLeave = () => page.getByRole('alertdialog', { name: 'Leave without saving?' })

/** Whether the page would ask before closing or reloading now. */
function asksBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('the unsaved-changes guard and the kept draft', () => {
  test('asks before a link or Cancel leaves unsaved changes, and keeps them on "Keep editing"', async () => {
    window.sessionStorage.clear()
    const onLeave = vi.fn()
    const { memory } = await renderEditor({ onLeave })
    expect(asksBeforeUnload()).toBe(false)
    await userEvent.fill(title(), 'Groceries')
    expect(asksBeforeUnload()).toBe(true)

    await userEvent.click(page.getByRole('link', { name: 'All notes' }))
    await expect.element(askedToLeave()).toBeVisible()
    await expect.element(askedToLeave()).toHaveAccessibleDescription('The changes you made will be lost.')
    await userEvent.click(page.getByRole('button', { name: 'Keep editing' }))
    await expect.element(askedToLeave()).not.toBeInTheDocument()
    expect(memory.history).toEqual(['/notes/new'])
    await expect.element(title()).toHaveValue('Groceries')

    await userEvent.click(page.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(page.getByRole('button', { name: 'Leave and lose changes' }))
    await expect.poll(() => memory.history.at(-1)).toBe('/notes')
    expect(onLeave).toHaveBeenCalledOnce()
    expect(kept()).toBeNull()
  })

  test('leaves at once without changes, and only guards the page’s unload when told to stay out of the app', async () => {
    window.sessionStorage.clear()
    const { memory } = await renderEditor({ inApp: false })
    await userEvent.fill(title(), 'Groceries')
    expect(asksBeforeUnload()).toBe(true)
    await userEvent.click(page.getByRole('link', { name: 'All notes' }))
    await expect.poll(() => memory.history.at(-1)).toBe('/notes')
    expect(askedToLeave().query()).toBeNull()
  })

  test('puts the draft and its submission key back after a reload, and renews the key once saved', async () => {
    window.sessionStorage.clear()
    const keys: string[] = []
    const first = await renderEditor({ onKey: (key) => keys.push(key) })
    await userEvent.fill(title(), 'Groceries')
    await expect.poll(kept).toContain('Groceries')
    const typedWith = keys.at(-1)!
    await first.unmount()

    keys.length = 0
    await renderEditor({ onKey: (key) => keys.push(key) })
    await expect.element(title()).toHaveValue('Groceries')
    expect(keys.at(-1)).toBe(typedWith)
    await expect
      .element(page.getByText('Your unsaved changes from before are back. Save them or discard them.'))
      .toBeVisible()

    await userEvent.click(page.getByRole('button', { name: 'Saved' }))
    await expect.poll(() => keys.at(-1)).not.toBe(typedWith)
    expect(kept()).toBeNull()
  })

  test('drops a kept draft it cannot read, and says the form starts afresh', async () => {
    window.sessionStorage.clear()
    window.sessionStorage.setItem(storageKey('draft:note:new'), '{"values":{"title":42},"submissionKey":"k"}')
    const unreadable = await renderEditor()
    await expect.element(title()).toHaveValue('')
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The unsaved changes kept in this tab could not be read, so the form starts afresh.')
    await expect.poll(kept).toBeNull()
    await unreadable.unmount()

    window.sessionStorage.setItem(storageKey('draft:note:new'), 'not json')
    await renderEditor()
    await expect.poll(kept).toBeNull()
  })
})
