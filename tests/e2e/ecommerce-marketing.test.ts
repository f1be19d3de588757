import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visit } from '../support/browser'
import { signedInPages } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

const pages = signedInPages(ADMIN)
const actionButtons = (page: Page) => page.getByRole('button', { name: /^Actions for review by / })

/** Manage reviews, referrals and store settings of the e-commerce app (docs/product.md, "eCommerce"). */
describe('e-commerce marketing', () => {
  let english: Awaited<ReturnType<typeof pages.open>>
  beforeAll(async () => {
    await pages.start()
    english = await pages.open()
    await english.context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })
  afterAll(() => pages.stop())

  it('filters and searches reviews, unpublishes one, deletes one and undoes it', async () => {
    const { page, pageErrors } = english
    await visit(page, '/apps/ecommerce/manage-review?itemsPerPage=100')
    await page.getByRole('heading', { name: 'Manage reviews', level: 1 }).waitFor()
    // The first visit starts the page's mock backend and copies the shop's reviews into the workspace.
    await actionButtons(page).first().waitFor({ timeout: 60_000 })
    await page.getByRole('combobox', { name: 'Rating' }).click()
    await page.getByRole('option', { name: '5 out of 5 stars' }).click()
    await page.waitForURL(/rating=5/)
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill('coffee')
    await page.waitForURL(/q=coffee/)
    const table = page.getByRole('table', { name: 'Reviews' })
    await poll(async () => {
      const rows = await table.locator('tbody tr').allInnerTexts()
      return rows.length > 0 && rows.every((row) => /coffee/i.test(row))
    }).toBe(true)
    expect(
      await table
        .getByRole('img', { name: /out of 5 stars/ })
        .first()
        .getAttribute('aria-label'),
    ).toBe('5 out of 5 stars')

    // The first published review, unpublished from its menu.
    const first = table.locator('tbody tr').filter({ hasText: 'Published' }).first()
    const label = (await first.getByRole('button', { name: /^Actions for / }).getAttribute('aria-label'))!
    const name = label.replace('Actions for review by ', '')
    const published = () => table.locator('tbody tr').filter({ hasText: 'Published' }).count()
    const before = await published()
    await first.getByRole('button', { name: label }).click()
    await page.getByRole('menuitem', { name: 'Unpublish' }).click()
    await page.getByText(`Review by ${name} unpublished`).waitFor()
    await poll(published).toBe(before - 1)

    // Deleted after asking, then back with the toast's Undo.
    const count = await actionButtons(page).count()
    await page.getByRole('button', { name: label }).first().click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(() => actionButtons(page).count()).toBe(count - 1)
    await page.getByRole('button', { name: 'Undo' }).click()
    await poll(() => actionButtons(page).count()).toBe(count)
    expect(pageErrors).toEqual([])
  }, 120_000) // the first visit boots the app and its mock backend

  it('invites two friends after naming a bad address, refuses one already referred, and copies the link', async () => {
    const { page, pageErrors } = english
    await visit(page, '/apps/ecommerce/referrals')
    await page.getByRole('heading', { name: 'Referrals', level: 1 }).waitFor()
    const emails = page.getByRole('textbox', { name: 'Friends’ e-mail addresses' })
    const send = page.getByRole('button', { name: 'Send invitations' })
    await emails.fill('mia.rossi@example.com, noel@example')
    await send.click()
    await page.getByText('“noel@example” is not a valid e-mail address.').waitFor()
    await emails.fill('mia.rossi@example.com, noel.petit@example.com')
    await send.click()
    await page.getByText('Invitations sent to 2 friends.').waitFor()
    await poll(() => emails.inputValue()).toBe('')
    const table = page.getByRole('table', { name: 'Referred friends' })
    await poll(() => table.innerText()).toContain('Mia Rossi')

    await emails.fill('mia.rossi@example.com')
    await send.click()
    await page.getByText('mia.rossi@example.com has already been referred.').waitFor()
    expect(await emails.inputValue()).toBe('mia.rossi@example.com')

    await page.getByRole('button', { name: 'Copy link' }).click()
    await page.getByText('Referral link copied to the clipboard.').waitFor()
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/register\?ref=AURORA-[0-9A-Z]{7}$/)
    expect(pageErrors).toEqual([])
  })

  it('saves the store details and finds them after a reload', async () => {
    const { page, pageErrors } = english
    await visit(page, '/apps/ecommerce/settings?tab=details')
    const name = page.getByRole('textbox', { name: 'Store name' })
    await name.fill('Aurora Coffee Lyon')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Store details: changes saved.').waitFor()
    await page.reload()
    await poll(() => name.inputValue()).toBe('Aurora Coffee Lyon')
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, saves a change to the notifications that is still there after a reload', async () => {
    const { page, pageErrors } = await pages.open({}, 'ar')
    await visit(page, '/apps/ecommerce/settings?tab=notifications')
    const panel = page.getByRole('tabpanel')
    const box = panel.getByRole('checkbox').first()
    await box.waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const was = await box.getAttribute('aria-checked')
    const discard = panel.getByRole('button').first()
    await box.click()
    await poll(() => discard.isDisabled()).toBe(false)
    await panel.locator('button[type=submit]').click()
    // Saved: nothing left to discard.
    await poll(() => discard.isDisabled()).toBe(true)
    await page.reload()
    await poll(() => page.getByRole('tabpanel').getByRole('checkbox').first().getAttribute('aria-checked')).not.toBe(
      was,
    )
    expect(pageErrors).toEqual([])
  })
})
