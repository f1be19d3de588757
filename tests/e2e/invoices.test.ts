import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { invoiceTotals } from '@/domain/invoices'
import { launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * The invoices app (docs/product.md "Invoices") as the demo admin: an invoice made of
 * three lines shows one total in the form, the preview, the list and the downloaded PDF; payments
 * move the balance and the status (in Arabic). Signed in once; each scenario starts from that state.
 */
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const SCENARIO_MS = 150_000
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let browser: Browser
let signedIn: StorageState
const opened: OpenedPage[] = []

async function fresh(language?: string): Promise<Page> {
  const page = await openPage(browser, { storageState: signedIn })
  opened.push(page)
  if (language) await page.context.addCookies([{ name: 'conversa-language', value: language, url: page.baseURL }])
  return page.page
}

/** The text a PDF draws: every content stream inflated, its hex and literal strings decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const texts: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]!
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1')
    } catch {
      // Not compressed.
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g))
      texts.push(shown[1] !== undefined ? Buffer.from(shown[1], 'hex').toString('latin1') : shown[2]!)
  }
  return texts.join('\n')
}

const LINES = [
  { item: 'Logo design', cost: '1234.56', quantity: '2', discount: '10', tax: '20' },
  { item: 'Consulting hours', cost: '95', quantity: '7', discount: '0', tax: '8.5' },
  { item: 'Copywriting', cost: '0.99', quantity: '3', discount: '12.5', tax: '0' },
]
/** What the lines come to, by the domain's own arithmetic, as en-US writes it. */
const EXPECTED_TOTAL = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
  invoiceTotals(
    LINES.map((line) => ({
      cost: Math.round(Number(line.cost) * 100),
      quantity: Number(line.quantity),
      discountRate: Math.round(Number(line.discount) * 100),
      taxRate: Math.round(Number(line.tax) * 100),
    })),
  ).total / 100,
)

beforeAll(async () => {
  browser = await launchBrowser()
  const setup = await openPage(browser, { path: '/login' })
  await setup.page.getByLabel('Email').fill(ADMIN.email)
  await setup.page.getByLabel('Password').fill(ADMIN.password)
  await setup.page.getByRole('button', { name: 'Sign in' }).click()
  await setup.page.waitForURL(/\/dashboards/, { timeout: 30_000 })
  signedIn = await setup.context.storageState({ indexedDB: true })
  await setup.context.close()
})

afterEach(async () => {
  for (const page of opened.splice(0)) {
    expect(page.pageErrors).toEqual([])
    await page.context.close()
  }
})

afterAll(async () => {
  await browser.close()
})

describe('invoices', { timeout: SCENARIO_MS }, () => {
  it('an invoice of three lines shows the same total in the form, the preview, the list and the PDF', async () => {
    const page = await fresh()
    await page.goto('/apps/invoice/add')
    await page.getByRole('heading', { name: 'New invoice', level: 1 }).waitFor({ timeout: 30_000 })
    await page.getByRole('combobox', { name: 'Client' }).click()
    await page.getByRole('option').first().click()
    for (const [index, line] of LINES.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add item' }).click()
      const group = page.getByRole('group', { name: `Line ${index + 1}` })
      await group.getByLabel('Item').fill(line.item)
      await group.getByLabel('Cost').fill(line.cost)
      await group.getByLabel('Quantity').fill(line.quantity)
      await group.getByLabel('Discount').fill(line.discount)
      await group.getByLabel('Tax').fill(line.tax)
    }
    // The form's live total: the domain's arithmetic, before anything is saved.
    const totals = page.getByRole('group', { name: 'Totals' })
    await poll(() => totals.textContent()).toContain(EXPECTED_TOTAL)
    const number = await page.getByLabel('Invoice number').inputValue()
    expect(number).toMatch(/^\d+$/)

    await page.getByRole('button', { name: 'Create invoice' }).click()
    await page.waitForURL(/\/apps\/invoice\/preview\//, { timeout: 30_000 })
    await page.getByRole('heading', { name: `Invoice #${number}`, level: 1 }).waitFor()
    await poll(() => page.getByTestId('invoice-total').textContent()).toBe(EXPECTED_TOTAL)

    // The PDF, downloaded for real and read back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`)
    // The browser is shared and may be remote: save a local copy to read.
    const file = join(tmpdir(), `conversa-invoice-${number}-${Date.now()}.pdf`)
    await download.saveAs(file)
    const bytes = await readFile(file)
    await rm(file, { force: true })
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain(`Invoice #${number}`)
    for (const line of LINES) expect(text).toContain(line.item)
    expect(text).toMatch(new RegExp(`Total\\n${EXPECTED_TOTAL.replace(/[$.]/g, '\\$&')}`))

    // The list, searched by the number: the same total, and the download marked it.
    await visit(page, `/apps/invoice/list?q=${number}`)
    const row = page.getByRole('row').filter({ hasText: `#${number}` })
    await poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain(EXPECTED_TOTAL)
    await poll(() => row.textContent()).toContain('Downloaded')
  })

  it('in Arabic, payments lower the balance and move the status to partial, then paid', async () => {
    const page = await fresh('ar')
    await page.goto('/apps/invoice/list?status=sent')
    await page.getByRole('heading', { name: 'الفواتير', level: 1 }).waitFor({ timeout: 30_000 })
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const first = page.getByRole('table', { name: 'الفواتير' }).locator('tbody tr a').first()
    await first.waitFor({ timeout: 30_000 })
    await first.click()
    await page.waitForURL(/\/apps\/invoice\/preview\//, { timeout: 30_000 })
    const balance = page.getByTestId('invoice-balance')
    await balance.waitFor()
    const before = Number(await balance.getAttribute('data-cents'))
    const zero = await page.evaluate(() =>
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(0),
    )

    const pay = async (amount?: string) => {
      await page.getByRole('button', { name: 'إضافة دفعة' }).click()
      const drawer = page.getByRole('dialog', { name: 'إضافة دفعة' })
      if (amount !== undefined) await drawer.getByLabel('مبلغ الدفعة').fill(amount)
      await drawer.getByRole('radio', { name: 'نقدًا' }).click()
      await drawer.getByRole('button', { name: 'تسجيل الدفعة' }).click()
      await drawer.waitFor({ state: 'detached', timeout: 30_000 })
    }

    await pay('١٠٠') // a hundred dollars, in Arabic-Indic digits
    await poll(async () => Number(await balance.getAttribute('data-cents'))).toBe(before - 10_000)
    await poll(() => page.locator('.invoice-document').textContent()).toContain('دفع جزئي')
    await pay() // the rest: the drawer offers the balance
    await poll(() => balance.textContent()).toBe(zero)
    await poll(() => page.locator('.invoice-document').textContent()).toContain('مدفوعة')
    expect(await page.getByRole('button', { name: 'إضافة دفعة' }).isDisabled()).toBe(true)
  })
})
