import { beforeAll, describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import QaPanel from '@/devtools/QaPanel'
import { JOURNAL_STORAGE_KEY } from '@/devtools/journalStore'
import { installQaMode, qaJournal } from '@/devtools/qaMode'
import { renderKit } from '../support/render'

describe('the QA panel', () => {
  beforeAll(() => {
    // The tab had a journal its storage can no longer give back whole.
    window.sessionStorage.setItem(JOURNAL_STORAGE_KEY, '{"format":"conversa-qa-journal-store","intents":')
    installQaMode()
    qaJournal().recordIntent({ kind: 'navigate', path: '/apps/invoice/list' })
  })

  test('says how many page loads and steps the journal holds, since when, and that it began afresh', async () => {
    await renderKit(<QaPanel />)
    await userEvent.click(page.getByRole('button', { name: 'QA journal' }))
    const dialog = page.getByRole('dialog', { name: 'QA journal' })
    await expect.element(dialog.getByTestId('qa-page-loads')).toHaveTextContent('1')
    await expect.element(dialog.getByTestId('qa-steps')).toHaveTextContent('2')
    const since = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
    await expect.element(dialog.getByText(since.format(qaJournal().getSnapshot().startedAt))).toBeVisible()
    await expect
      .element(dialog.getByText('The journal stored for this tab could not be read, so a new one started.'))
      .toBeVisible()

    await userEvent.click(dialog.getByRole('button', { name: 'Start a new journal' }))
    await expect.element(dialog.getByTestId('qa-page-loads')).toHaveTextContent('0')
    await expect.element(dialog.getByTestId('qa-steps')).toHaveTextContent('1')
    await expect
      .element(dialog.getByText('The journal stored for this tab could not be read', { exact: false }))
      .not.toBeInTheDocument()
    expect(
      qaJournal()
        .getSnapshot()
        .intents.map((intent) => intent.kind),
    ).toEqual(['start'])
  })

  test.each([
    ['fr', 'Journal QA', 'Chargements de page', 'Commencer un nouveau journal'],
    ['ar', 'سجل ضمان الجودة', 'مرات تحميل الصفحة', 'بدء سجل جديد'],
  ] as const)('speaks %s', async (locale, title, pageLoads, startNew) => {
    await renderKit(<QaPanel />, { locale })
    await userEvent.click(page.getByRole('button', { name: title }))
    const dialog = page.getByRole('dialog', { name: title })
    await expect.element(dialog.getByText(pageLoads)).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: startNew })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  })
})
