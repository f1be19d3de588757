import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations, visit } from '../support/browser'
import { signedInPages } from './authSupport'

/**
 * The e-commerce products and categories (docs/product.md "E-commerce: products and
 * categories") as the demo admin: a product made with a description and a picture, found, edited,
 * deleted and brought back; a category added from the drawer, in Arabic.
 */
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const SCENARIO_MS = 150_000
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })
const pages = signedInPages(ADMIN)

/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const NAME = 'Ethiopia Guji natural beans, 250 g'

const productRows = (page: Page) => page.getByRole('table', { name: 'Products' }).locator('tbody tr')

async function rowAction(page: Page, label: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${label}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

describe('e-commerce products and categories', { timeout: SCENARIO_MS }, () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('creates a product with a description and a picture, finds it, edits it, deletes it and undoes that', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/ecommerce/product/add')
    await page.getByRole('heading', { name: 'Add a product', level: 1 }).waitFor({ timeout: 30_000 })
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME)
    await page.getByRole('textbox', { name: 'SKU' }).fill('AUR-GUJ-0250')
    await page.getByRole('textbox', { name: 'Description' }).click()
    await page.keyboard.type('Peach and jasmine, dried on raised beds.')
    await page.locator('input[type=file]').setInputFiles({ name: 'guji.png', mimeType: 'image/png', buffer: PIXEL })
    await page.getByRole('img', { name: 'guji.png' }).waitFor()
    await page.getByRole('textbox', { name: 'Base price' }).fill('15.90')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Coffee beans' }).click()
    expect(await seriousAxeViolations(page)).toEqual([])
    // Twice at once: one product only.
    await page.getByRole('button', { name: 'Publish' }).dblclick()
    await page.waitForURL(/\/apps\/ecommerce\/product\/list/, { timeout: 30_000 })
    await page.getByText(`“${NAME}” is published`).waitFor()

    await page.getByRole('searchbox', { name: 'Search products' }).fill('Guji')
    await poll(() => productRows(page).count()).toBe(1)
    await poll(() => productRows(page).first().textContent()).toContain('€15.90')
    expect(await productRows(page).first().textContent()).toContain('Published')
    await productRows(page).first().locator('img').waitFor()

    await rowAction(page, NAME, 'Edit')
    await page.getByRole('heading', { name: `Edit “${NAME}”`, level: 1 }).waitFor({ timeout: 30_000 })
    await poll(() => page.getByRole('textbox', { name: 'Description' }).textContent()).toContain('Peach and jasmine')
    await page.getByRole('textbox', { name: 'Base price' }).fill('17.50')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/apps\/ecommerce\/product\/list/, { timeout: 30_000 })

    await visit(page, '/apps/ecommerce/product/list?q=Guji')
    await poll(() => productRows(page).first().textContent()).toContain('€17.50')
    await rowAction(page, NAME, 'Delete')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Nothing matches your search').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Undo' }).click()
    await poll(() => productRows(page).first().textContent()).toContain(NAME)
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, adds a category from the drawer, its slug made from its title', async () => {
    const { page, pageErrors } = await pages.open({}, 'ar')
    await visit(page, '/apps/ecommerce/product/category-list')
    await page.getByRole('heading', { name: 'الفئات', level: 1 }).waitFor({ timeout: 30_000 })
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const rows = page.locator('tbody tr')
    await poll(() => rows.count()).toBe(5)
    await page.getByRole('button', { name: 'إضافة فئة' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('textbox', { name: /^العنوان/ }).fill('قهوة باردة')
    await drawer.getByRole('textbox', { name: /^الوصف/ }).fill('قوارير جاهزة للشرب')
    await drawer.getByRole('button', { name: 'إضافة فئة' }).click()
    await drawer.waitFor({ state: 'detached', timeout: 30_000 })
    await poll(() => rows.count()).toBe(6)
    const zero = await page.evaluate(() =>
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(0),
    )
    const added = rows.filter({ hasText: 'قهوة باردة' })
    await poll(() => added.textContent()).toContain(zero)
    // Edited: the drawer opens on what it holds, the slug made from the Arabic title.
    await page.getByRole('button', { name: /قهوة باردة/ }).click()
    await page.getByRole('menuitem').first().click()
    expect(
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^المعرّف/ })
        .inputValue(),
    ).toBe('قهوة-باردة')
    expect(pageErrors).toEqual([])
  })
})
