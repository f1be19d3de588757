import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AutomationAccount, AutomationInput } from '@/domain/automations/apiTypes'
import { installTemplate, templateById } from '@/domain/automations/flow/templates'
import { AutomationBuilder } from '@/features/automations/AutomationBuilder'
import { TemplateGallery } from '@/features/automations/TemplateGallery'
import { activateLocale, i18n, loadCatalog } from '@/i18n/i18n'
import { storageKey } from '@/lib/storage'
import { renderKit } from '../support/render'

const accounts: AutomationAccount[] = [
  { accountId: '17841400000000001', username: 'cafe.aurora', media: [] },
  { accountId: '17841400000000002', username: 'cafe.aurora.shop', media: [] },
]

type OnSave = (draft: AutomationInput, key: string) => Promise<{ saved: true } | { saved: false; fieldPath: null }>

async function renderBuilder({
  onSave = async () => ({ saved: true }),
  templateId,
  path = '/automacoes/nova',
}: { onSave?: OnSave; templateId?: string; path?: string } = {}) {
  await activateLocale('en')
  await loadCatalog('automations')
  const memory = memoryLocation({ path, record: true })
  const template = templateId ? templateById(templateId) : undefined
  const view = await renderKit(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AutomationBuilder
        existing={null}
        template={template ? { id: template.id, ...installTemplate(template, (d) => i18n._(d)) } : null}
        intro={template ? null : <TemplateGallery />}
        accounts={accounts}
        vocabulary={{ fields: [], tags: [], automations: [], segments: [] }}
        saving={false}
        failure={null}
        onSave={onSave}
        onCancel={(requestLeave) => requestLeave('/automacoes')}
      />
    </Router>,
  )
  return { view, memory }
}

const save = () => page.getByRole('button', { name: 'Save automation' })
const advanced = () => page.getByText('Advanced settings')
const priority = () => page.getByRole('spinbutton', { name: 'Priority' })

describe('starting from a template', () => {
  test('the gallery lists the templates as links a keyboard reaches and follows', async () => {
    window.sessionStorage.clear()
    const { memory } = await renderBuilder()
    const gallery = page.getByRole('region', { name: 'Start from a template' })
    await expect.element(gallery).toBeVisible()
    expect(gallery.getByRole('link').elements().length).toBeGreaterThanOrEqual(6)
    // Named by all the card shows: the template's name, then what it does.
    const welcome = gallery.getByRole('link', { name: /^Welcome menu/ })
    await expect
      .element(welcome)
      .toHaveAccessibleName(
        /^Welcome menu\s*Greets a new conversation with quick replies that answer the usual questions\.$/,
      )
    await expect.element(welcome).toHaveAttribute('href', '/automacoes/nova?template=welcome-menu')

    ;(welcome.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => memory.history.at(-1)).toBe('/automacoes/nova?template=welcome-menu')
  })

  test('one card a row at 390 px', async () => {
    await page.viewport(390, 800)
    window.sessionStorage.clear()
    await renderBuilder()
    const cards = page.getByRole('region', { name: 'Start from a template' }).getByRole('link').elements()
    const [first, second] = cards.map((card) => card.getBoundingClientRect())
    expect(second!.top).toBeGreaterThanOrEqual(first!.bottom)
    expect(Math.max(...cards.map((card) => card.getBoundingClientRect().right))).toBeLessThanOrEqual(390)
    await page.viewport(1280, 800)
  })

  test('a template opens filled in with the first account, and saving is one click', async () => {
    window.sessionStorage.clear()
    const onSave = vi.fn<OnSave>(async () => ({ saved: true }))
    await renderBuilder({ onSave, templateId: 'giveaway' })
    await expect
      .element(page.getByRole('textbox', { name: 'Name', exact: true }))
      .toHaveValue('Giveaway entry by email')
    await expect.element(page.getByRole('textbox', { name: 'Keywords', exact: true })).toHaveValue('giveaway')
    await expect.element(page.getByRole('region', { name: 'Start from a template' })).not.toBeInTheDocument()

    await userEvent.click(save())
    await expect.poll(() => onSave.mock.calls.length).toBe(1)
    const [draft] = onSave.mock.calls[0]!
    expect(draft).toMatchObject({
      name: 'Giveaway entry by email',
      accountId: '17841400000000001',
      trigger: { kind: 'comment-keyword' },
    })
    expect(Object.keys(draft.flow.steps)).toContain('ask-email')
  })

  test('an edited template is kept as a draft of its own through a reload', async () => {
    window.sessionStorage.clear()
    const first = await renderBuilder({ templateId: 'faq' })
    await userEvent.fill(page.getByRole('textbox', { name: 'Name', exact: true }), 'Perguntas da loja')
    const key = storageKey('draft:automation:new:faq')
    await expect.poll(() => window.sessionStorage.getItem(key)).toContain('Perguntas da loja')
    expect(window.sessionStorage.getItem(storageKey('draft:automation:new'))).toBeNull()
    await first.view.unmount()

    await renderBuilder({ templateId: 'faq' })
    await expect.element(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Perguntas da loja')
  })
})

describe('advanced settings', () => {
  test('priority and stop-after-first-match sit in a closed disclosure a keyboard opens', async () => {
    window.sessionStorage.clear()
    await renderBuilder({ templateId: 'welcome-menu' })
    await expect.element(priority()).not.toBeInTheDocument()
    ;(advanced().element().closest('summary') as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(priority()).toBeVisible()
    await expect.element(page.getByRole('checkbox', { name: /Stop after the first match/ })).toBeVisible()
  })

  test('a save that fails on the priority opens them and focuses the field', async () => {
    window.sessionStorage.clear()
    const onSave = vi.fn<OnSave>()
    await renderBuilder({ onSave, templateId: 'welcome-menu' })
    await userEvent.click(advanced())
    await userEvent.fill(priority(), '1.5')
    await userEvent.click(advanced())
    await expect.element(priority()).not.toBeInTheDocument()

    await userEvent.click(save())
    await expect.element(priority()).toBeVisible()
    await expect.element(priority()).toHaveFocus()
    expect(onSave).not.toHaveBeenCalled()
  })
})
