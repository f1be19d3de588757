import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AutomationAccount, AutomationInput } from '@/domain/automations/apiTypes'
import { AutomationBuilder } from '@/features/automations/AutomationBuilder'
import { loadCatalog } from '@/i18n/i18n'
import { storageKey } from '@/lib/storage'
import { renderKit } from '../support/render'

const accounts: AutomationAccount[] = [{ accountId: '17841400000000001', username: 'cafe.aurora', media: [] }]

type Kept = { submissionKey: string }
type OnSave = (draft: AutomationInput, key: string) => Promise<{ saved: true } | { saved: false; fieldPath: null }>

async function renderBuilder(onSave: OnSave = async () => ({ saved: true })) {
  await loadCatalog('automations')
  const memory = memoryLocation({ path: '/automacoes/nova', record: true })
  return renderKit(
    <Router hook={memory.hook}>
      <AutomationBuilder
        existing={null}
        accounts={accounts}
        vocabulary={{ fields: [], tags: [], automations: [], segments: [] }}
        saving={false}
        failure={null}
        onSave={onSave}
        onCancel={(requestLeave) => requestLeave('/automacoes')}
      />
    </Router>,
  )
}

const save = () => page.getByRole('button', { name: 'Save automation' })
const problems = () => page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })

async function fillValidDraft() {
  await userEvent.fill(page.getByRole('textbox', { name: 'Name', exact: true }), 'Link do produto')
  await userEvent.fill(page.getByRole('textbox', { name: 'Keywords', exact: true }), 'link')
  await userEvent.fill(page.getByRole('textbox', { name: 'Message 1: text' }), 'Aqui está')
}

describe('the automation builder', () => {
  test('lists every problem once a save is tried, focuses the first field to fix, and follows the edits', async () => {
    window.sessionStorage.clear()
    const onSave = vi.fn<OnSave>()
    await renderBuilder(onSave)
    await expect.element(problems()).not.toBeInTheDocument()

    await userEvent.click(save())
    await expect.element(problems()).toBeVisible()
    const lines = () =>
      problems()
        .getByRole('listitem')
        .elements()
        .map((line) => line.textContent)
    expect(lines()).toEqual([
      'Give the automation a name.',
      'Add at least one keyword.',
      'Step 1 (Send a message): Write the message text.',
    ])
    await expect.element(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveFocus()
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.fill(page.getByRole('textbox', { name: 'Name', exact: true }), 'Link do produto')
    await expect.poll(lines).toEqual(['Add at least one keyword.', 'Step 1 (Send a message): Write the message text.'])
    await userEvent.fill(page.getByRole('textbox', { name: 'Keywords', exact: true }), 'link')
    await userEvent.fill(page.getByRole('textbox', { name: 'Message 1: text' }), 'Aqui está')
    await expect.element(problems()).not.toBeInTheDocument()
  })

  test('saves once on a double click, with the draft’s idempotency key', async () => {
    window.sessionStorage.clear()
    let finish: (value: { saved: true }) => void = () => {}
    const onSave = vi.fn<OnSave>(() => new Promise((resolve) => (finish = resolve)))
    await renderBuilder(onSave)
    await fillValidDraft()

    await userEvent.dblClick(save())
    finish({ saved: true })
    await expect.poll(() => onSave.mock.calls.length).toBe(1)
    expect(onSave.mock.calls[0]![0]).toMatchObject({ name: 'Link do produto' })
    expect(onSave.mock.calls[0]![1]).toMatch(/^[\w-]{16,}$/)
  })

  test('keeps the draft and its key through a reload, and forgets them once saved', async () => {
    window.sessionStorage.clear()
    const onSave = vi.fn<OnSave>(async () => ({ saved: true }))
    const first = await renderBuilder(onSave)
    await fillValidDraft()
    await expect.poll(() => window.sessionStorage.getItem(storageKey('draft:automation:new'))).toContain('Aqui está')
    const keptKey = (JSON.parse(window.sessionStorage.getItem(storageKey('draft:automation:new'))!) as Kept)
      .submissionKey
    await first.unmount()

    const second = await renderBuilder(onSave)
    await expect.element(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Link do produto')
    await expect
      .element(page.getByText('Your unsaved changes from before are back. Save them or discard them.'))
      .toBeVisible()
    await userEvent.click(save())
    await userEvent.click(save())
    await expect.poll(() => onSave.mock.calls.length).toBe(2)
    // The draft's key came back with it; once saved, the next submission is another one.
    const [firstKey, secondKey] = onSave.mock.calls.map(([, key]) => key)
    expect(firstKey).toBe(keptKey)
    expect(secondKey).not.toBe(firstKey)
    await second.unmount()

    await renderBuilder(onSave)
    await expect.element(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  })
})
