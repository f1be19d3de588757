import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit } from '../support/browser'
import { signInAt } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })
/** A statistic card's words: its label, then its figure. */
const stat = (page: Page, label: string) =>
  page
    .locator('#main-content .rt-Card')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first()

/** The users app (docs/product.md "Users") as the demo admin. */
describe('users', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('lists members apart, filters by the URL, adds, edits, bills, notifies, links, suspends and deletes a directory person', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    await signInAt(page, ADMIN.email, ADMIN.password)
    await visit(page, '/apps/user/list')
    const table = page.getByRole('table', { name: 'Users' })
    const rows = table.locator('tbody tr')
    await poll(() => rows.count()).toBe(10)
    await poll(() => stat(page, 'Users').innerText()).toContain('52')
    expect(await stat(page, 'Members').innerText()).toContain('2')

    // Members are marked apart, and the filter lives in the address.
    await page.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'Member' }).click()
    await poll(() => page.url()).toContain('kind=member')
    await poll(() => rows.count()).toBe(2)
    await page.reload()
    await poll(() => rows.allTextContents()).toEqual([
      expect.stringContaining('admin@conversa.test'),
      expect.stringContaining('client@conversa.test'),
    ])
    await rows
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click()
    expect(await page.getByRole('menuitem', { name: 'Delete' }).getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')

    // A person added through the drawer: refused fields said in words, then the view.
    await page.getByRole('button', { name: 'Add user' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add user' })
    await drawer.getByLabel('Username').fill('Joana Prado')
    await drawer.getByLabel('Email').fill('client@conversa.test')
    await drawer.getByLabel('Full name').fill('Joana Prado')
    await drawer.getByLabel('Contact').fill('+55 11 91234 5678')
    await drawer.getByRole('button', { name: 'Add user' }).click()
    await drawer.getByText('Use 3 to 30 lowercase letters, digits, dots or underscores.').waitFor()
    await drawer.getByLabel('Username').fill('joana.prado')
    await drawer.getByRole('button', { name: 'Add user' }).click()
    await drawer.getByText('Someone already has this.').waitFor()
    await drawer.getByLabel('Email').fill('joana@example.com')
    await drawer.getByRole('button', { name: 'Add user' }).click()
    await page.waitForURL(/\/apps\/user\/view\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { name: 'Joana Prado', level: 2 }).waitFor()
    await page.getByText('Pending', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit user' })
    await edit.getByRole('combobox', { name: 'Plan' }).click()
    await page.getByRole('option', { name: 'Business' }).click()
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The details are saved.').waitFor()
    await page.getByRole('tab', { name: 'Billing & plan' }).click()
    await page.locator('.rt-Card').getByText('Business', { exact: true }).first().waitFor()
    // Its first monthly charge, today, in the billing history.
    await poll(() => page.getByRole('table').locator('tbody tr').allTextContents()).toEqual([
      expect.stringMatching(/Business€49\.00$/),
    ])
    await page.getByRole('tab', { name: 'Notifications' }).click()
    await page.getByRole('checkbox', { name: 'A new direct message: Email' }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Their notification settings are saved.').waitFor()
    await page.getByRole('tab', { name: 'Connections' }).click()
    await page.getByLabel('LinkedIn').fill('joana prado')
    await page.getByRole('button', { name: 'Save profiles' }).click()
    await page.getByText('Use 2 to 30 letters, digits, dots, dashes or underscores.').waitFor()
    await page.getByLabel('LinkedIn').fill('@joana.prado')
    await page.getByRole('button', { name: 'Save profiles' }).click()
    await page.getByText('The social profiles of Joana Prado are saved.').waitFor()
    await page.reload()
    await page.getByRole('tab', { name: 'Notifications' }).click()
    expect(await page.getByRole('checkbox', { name: 'A new direct message: Email' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    await page.getByRole('tab', { name: 'Connections' }).click()
    expect(await page.getByLabel('LinkedIn').inputValue()).toBe('joana.prado')
    await page.getByRole('tab', { name: 'Security' }).click()
    await page.getByText('People of the directory do not sign in to Conversa.').waitFor()
    await page.getByRole('tab', { name: 'Account' }).click()
    await page.getByRole('button', { name: 'Suspend' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click()
    await page.getByText('Inactive', { exact: true }).waitFor()
    await poll(() => page.locator('.timeline li').allTextContents()).toEqual([
      expect.stringContaining('Suspended'),
      expect.stringContaining('Details changed'),
      expect.stringContaining('Added'),
    ])

    // Deleted from the list, after a confirmation.
    await visit(page, '/apps/user/list')
    await page.getByRole('searchbox', { name: 'Search users' }).fill('Joana')
    await poll(() => rows.count()).toBe(1)
    await rows.first().getByRole('button', { name: 'Actions for Joana Prado' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Joana Prado is deleted.').waitFor()
    await poll(() => stat(page, 'Users').innerText()).toContain('52')
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
