import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visit } from '../support/browser'
import { signedInPages } from './authSupport'

/**
 * The e-commerce orders and customers (docs/product.md "E-commerce: orders and
 * customers") as the demo admin: an order found, re-addressed, moved on, one deleted and brought
 * back; a customer added past a taken e-mail, a tab of theirs saved; the security tab in Arabic.
 */
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })
const pages = signedInPages(ADMIN)

const orderLinks = (page: Page) => page.locator('tbody tr').getByRole('link', { name: /^#\d+$/ })

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('e-commerce orders and customers', () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('finds an order, edits its shipping address, ships it, then deletes one and undoes it', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/ecommerce/order/list')
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor()
    await choose(page, 'Status', 'Being prepared')
    await choose(page, 'Payment', 'Paid')
    await page.waitForURL(/status=processing.*payment=paid|payment=paid.*status=processing/)
    await poll(() => orderLinks(page).count()).toBeGreaterThan(0)
    const number = (await orderLinks(page).first().innerText()).slice(1)
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number)
    await poll(() => orderLinks(page).allInnerTexts()).toEqual([`#${number}`])
    await orderLinks(page).first().click()
    await page.getByRole('heading', { name: `Order #${number}`, level: 1 }).waitFor()

    await page.getByRole('button', { name: 'Edit shipping address' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Street and number').fill('Rua das Flores 28')
    await dialog.getByLabel('City').fill('Porto')
    await dialog.getByRole('button', { name: 'Save address' }).click()
    await poll(() => page.getByTestId('shipping-address').innerText()).toContain('Rua das Flores 28')

    await page.getByRole('button', { name: 'Mark as shipped' }).click()
    await page.getByRole('button', { name: 'Mark as delivered' }).waitFor()
    await page.getByText('Dispatched', { exact: true }).waitFor()
    await page.reload()
    await poll(() => page.getByTestId('shipping-address').innerText()).toContain('Rua das Flores 28')

    await visit(page, '/apps/ecommerce/order/list?q=5050')
    await poll(() => orderLinks(page).allInnerTexts()).toEqual(['#5050'])
    await page.getByRole('button', { name: 'Actions for order 5050' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(() => orderLinks(page).count()).toBe(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await poll(() => orderLinks(page).allInnerTexts()).toEqual(['#5050'])
    expect(pageErrors).toEqual([])
  })

  it('adds a customer once the e-mail is free, then saves their notification preferences', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/ecommerce/customer/list')
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor()
    const taken = await page.locator('tbody tr').first().locator('bdi').nth(1).innerText()
    await page.getByRole('button', { name: 'Add customer' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Full name').fill('Leonor Barista')
    await drawer.getByLabel('E-mail').fill(taken)
    await drawer.getByLabel('Phone').fill('+351 912 000 111')
    await drawer.getByLabel('Street and number').fill('Rua do Almada 12')
    await drawer.getByLabel('Postcode').fill('4050-032')
    await drawer.getByLabel('City').fill('Porto')
    await drawer.getByRole('button', { name: 'Add customer' }).click()
    await drawer.getByText('Another customer already uses this e-mail.').waitFor()
    expect(await drawer.getByLabel('Full name').inputValue()).toBe('Leonor Barista')
    await drawer.getByLabel('E-mail').fill('leonor@aurora-coffee.test')
    await drawer.getByRole('button', { name: 'Add customer' }).click()
    await page.getByRole('heading', { name: 'Leonor Barista', level: 1 }).waitFor()

    await page.getByRole('tab', { name: 'Notifications' }).click()
    await page.waitForURL(/tab=notifications/)
    const sms = page.getByRole('checkbox', { name: 'Offers and discount codes: SMS' })
    expect(await sms.getAttribute('data-state')).toBe('unchecked')
    await sms.click()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await page.getByText('Notification preferences saved').waitFor()
    await page.reload()
    await poll(() =>
      page.getByRole('checkbox', { name: 'Offers and discount codes: SMS' }).getAttribute('data-state'),
    ).toBe('checked')
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, lays a customer out right to left and turns their two-step verification on or off', async () => {
    const { page, pageErrors } = await pages.open({}, 'ar')
    await visit(page, '/apps/ecommerce/customer/details/customer-2?tab=security')
    const toggle = page.locator('#main-content').getByRole('switch')
    await toggle.waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const before = await toggle.getAttribute('aria-checked')
    await toggle.click()
    await poll(() => toggle.getAttribute('aria-checked')).not.toBe(before)
    await page.reload()
    await poll(() => toggle.getAttribute('aria-checked')).not.toBe(before)
    expect(pageErrors).toEqual([])
  })
})
