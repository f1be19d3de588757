import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousAxe, launchBrowser, openPage, type OpenedPage } from '../support/browser'

/** Screens load lazily and call the backend: give the page time to catch up. */
const poll = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })
const NAME = 'Link na bio'

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@conversa.test')
  await page.getByLabel('Password').fill('conversa-admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
}

async function connectInstagram(page: Page) {
  await page.goto('/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio').first().click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.waitForURL(/\/integracoes\?connected=/, { timeout: 20_000 })
}

function row(page: Page, name: string) {
  return page.getByRole('table', { name: 'Automations' }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) })
}

describe('automations, end to end', () => {
  let browser: Browser
  let opened: OpenedPage

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openPage(browser)
    await signInAsAdmin(opened.page)
    await connectInstagram(opened.page)
  })
  afterAll(async () => {
    await opened.context.close()
    await browser.close()
  })

  it('explains what is missing, then saves a comment automation', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await poll(() => page.getByText('No automation yet. Create the first one.').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'New automation' }).click()
    await page.getByRole('button', { name: 'Save automation' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })
    await poll(() => summary.textContent()).toContain('Give the automation a name.')
    expect(await summary.textContent()).toContain('Add at least one keyword.')
    expect(await summary.textContent()).toContain('Write the message text.')
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await expectNoSeriousAxe(page)

    await page.getByLabel('Name', { exact: true }).fill(NAME)
    await page.getByLabel('Keywords', { exact: true }).fill('link, preço')
    await page.getByRole('textbox', { name: 'Message' }).fill('Oi! Aqui está o link: https://loja.example/produto')
    await page.getByRole('combobox', { name: 'Kind of step to add' }).click()
    await page.getByRole('option', { name: 'Public reply to the comment' }).click()
    await page.getByRole('button', { name: 'Add step' }).click()
    await page.getByRole('textbox', { name: 'Reply 1' }).fill('Te mandei por DM!')
    await page.getByRole('button', { name: 'Save automation' }).click()

    await poll(() => page.getByRole('status').filter({ hasText: `“${NAME}” was saved.` }).isVisible()).toBe(true)
    await poll(() => row(page, NAME).count()).toBe(1)
    expect(await row(page, NAME).getByText('Keyword in a comment').isVisible()).toBe(true)
    expect(opened.pageErrors).toEqual([])
  })

  it('test mode shows the steps that would run, without sending', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await row(page, NAME).getByRole('button', { name: `Test “${NAME}”` }).click()
    await page.getByLabel('Text', { exact: true }).fill('Qual o PRECO?')
    await page.getByRole('button', { name: 'Run test' }).click()
    const result = page.getByRole('status').filter({ hasText: 'Test result: nothing was sent to Instagram.' })
    await poll(() => result.isVisible()).toBe(true)
    expect(await result.getByText('Private reply (DM to the commenter)').isVisible()).toBe(true)
    expect(await result.getByText('“Te mandei por DM!”').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)
  })

  it('answers a real (simulated) comment webhook and shows the run in the history and the dashboard', async () => {
    const { page } = opened
    await page.goto('/webhooks/instagram')
    await page.getByRole('button', { name: 'Send event' }).waitFor()
    await page.getByLabel('Text', { exact: true }).fill('Quero o link!')
    await page.getByRole('button', { name: 'Send event' }).click()
    await poll(() => page.getByText('Signature verified').first().isVisible()).toBe(true)

    await page.goto('/automacoes')
    await poll(() => row(page, NAME).getByText('1 sent').isVisible()).toBe(true)
    await row(page, NAME).getByRole('button', { name: `Run history of “${NAME}”` }).click()
    const runs = page.getByRole('table', { name: 'Runs' })
    await poll(() => runs.getByText('Sent', { exact: true }).isVisible()).toBe(true)
    await runs.getByRole('button', { name: 'Show steps' }).click()
    expect(await runs.getByText('“Te mandei por DM!”').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)

    await page.goto('/dashboards')
    const top = page.getByRole('heading', { name: 'Top automations' }).locator('..')
    await poll(() => top.getByText(NAME).isVisible()).toBe(true)
    expect(await top.getByText('1 runs, 1 sent, 0 failed').isVisible()).toBe(true)
    expect(await page.getByRole('table', { name: 'Latest events' }).getByText('Quero o link!').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)
    expect(opened.pageErrors).toEqual([])
  })

  it('pauses, filters, duplicates and deletes only after confirmation', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await poll(() => row(page, NAME).count()).toBe(1)
    await row(page, NAME).getByRole('switch', { name: `Pause “${NAME}”` }).click()
    await poll(() => page.getByRole('status').filter({ hasText: `“${NAME}” is paused.` }).isVisible()).toBe(true)

    await row(page, NAME).getByRole('button', { name: `Duplicate “${NAME}”` }).click()
    await poll(() => row(page, `${NAME} (2)`).count()).toBe(1)

    await page.getByLabel('Search').fill('(2)')
    await poll(() => page.getByRole('table', { name: 'Automations' }).getByRole('rowheader').count()).toBe(1)
    await page.getByLabel('Search').fill('')

    const remove = row(page, NAME).getByRole('button', { name: `Delete “${NAME}”` })
    await remove.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await poll(() => page.getByRole('alertdialog').count()).toBe(0)
    await remove.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(() => page.getByRole('status').filter({ hasText: `“${NAME}” was deleted.` }).isVisible()).toBe(true)
    await poll(() => page.getByRole('table', { name: 'Automations' }).getByRole('rowheader').count()).toBe(1)
    expect(opened.pageErrors).toEqual([])
  })
})
