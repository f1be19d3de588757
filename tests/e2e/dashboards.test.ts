import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * The template dashboards on the mock backend's demo shop: each shows its cards and
 * charts, fits a phone and reads right to left; charts follow the primary colour and the theme;
 * a dashboard's data table pages, sorts, filters and selects through the backend, and its state
 * survives a reload. Signed in once as the demo admin; each scenario starts from that state.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const DASHBOARDS = [
  { path: '/dashboards/analytics', heading: 'Analytics', ar: 'التحليلات', table: 'Projects' },
  { path: '/dashboards/crm', heading: 'CRM', ar: 'إدارة العملاء', table: 'Recent transactions' },
  { path: '/dashboards/ecommerce', heading: 'eCommerce', ar: 'التجارة الإلكترونية', table: 'Invoices' },
  { path: '/dashboards/logistics', heading: 'Logistics', ar: 'الخدمات اللوجستية', table: 'Vehicles' },
  { path: '/dashboards/academy', heading: 'Academy', ar: 'الأكاديمية', table: 'Courses' },
]
const SCENARIO_MS = 150_000

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

let browser: Browser
let signedIn: StorageState
const opened: OpenedPage[] = []

async function fresh(
  options: Parameters<typeof openPage>[1] = {},
  cookies: Record<string, string> = {},
): Promise<Page> {
  const page = await openPage(browser, { storageState: signedIn, ...options })
  opened.push(page)
  // Preferences are cookies (docs/product.md, "Stored state"): as if chosen in the customizer before.
  await page.context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name: `conversa-${name}`, value, url: page.baseURL })),
  )
  return page.page
}

/** The first drawn mark (bar, area, slice) of a chart, once Recharts has arrived. */
function firstMark(chart: Locator): Locator {
  return chart.locator('path.recharts-rectangle, path.recharts-sector, path.recharts-area-area').first()
}

const fillOf = (mark: Locator) => mark.evaluate((element) => getComputedStyle(element).fill)

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

describe('the template dashboards', { timeout: SCENARIO_MS }, () => {
  // Axe runs on every dashboard in the route sweep.
  it('each shows its figures and charts with a table view', async () => {
    const page = await fresh()
    for (const dashboard of DASHBOARDS) {
      await visit(page, dashboard.path)
      await page.getByRole('heading', { name: dashboard.heading, level: 1 }).waitFor({ timeout: 30_000 })
      const charts = page.getByRole('figure')
      await poll(() => charts.count()).toBeGreaterThan(1)
      await poll(() => firstMark(charts.first()).count()).toBe(1)
      // A chart's figures as a table, in words a screen reader reads.
      await charts.first().getByRole('button', { name: 'Show as table' }).click()
      expect(await charts.first().getByRole('table').getByRole('row').count()).toBeGreaterThan(1)
      // The dashboard's list, from the backend: its first page of rows.
      await poll(() =>
        page.getByRole('table', { name: dashboard.table, exact: true }).locator('tbody tr').count(),
      ).toBeGreaterThan(1)
      expect(await page.locator('text=lorem').count()).toBe(0)
    }
  })

  it('fit a 390 px phone in Arabic and dark mode: right to left, no sideways scrolling of the page', async () => {
    const page = await fresh({ viewport: { width: 390, height: 844 } }, { language: 'ar', theme: 'dark' })
    for (const dashboard of DASHBOARDS) {
      await visit(page, dashboard.path)
      await page.getByRole('heading', { name: dashboard.ar, level: 1 }).waitFor({ timeout: 30_000 })
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      expect(await page.locator('html').getAttribute('data-appearance')).toBe('dark')
      await poll(() => firstMark(page.getByRole('figure').first()).count()).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  })

  it('charts change colour with the primary colour and the theme, without a reload', async () => {
    const page = await fresh()
    await page.goto('/dashboards/analytics')
    // By tag, not role: the open customizer is modal, which hides the page from the accessibility tree.
    const earnings = page.locator('figure').filter({ hasText: 'Sales and expenses per month' })
    // The first bar of the sales series (six months of sales: never all zero).
    const bar = firstMark(earnings)
    await poll(() => bar.count()).toBe(1)
    await poll(() => fillOf(bar)).toBe('rgb(46, 125, 50)') // the default primary, #2E7D32

    await page.getByRole('button', { name: 'Open theme customizer' }).first().click()
    const customizer = page.getByRole('dialog', { name: 'Theme customizer' })
    await customizer.getByRole('radio', { name: 'Blue' }).click()
    await poll(() => fillOf(bar)).toBe('rgb(21, 101, 192)') // #1565C0
    await customizer.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).click()
    await poll(() => fillOf(bar)).toBe('rgb(66, 165, 245)') // the dark theme's blue, #42A5F5
  })

  it('pages, sorts, filters and selects projects through the backend; the list survives a reload', async () => {
    const page = await fresh()
    await page.goto('/dashboards/analytics')
    const table = page.getByRole('table', { name: 'Projects' })
    const rows = table.locator('tbody tr')
    await poll(() => rows.count()).toBe(5)
    await poll(() => page.getByText('1–5 of 20').isVisible()).toBe(true)

    await table.getByRole('button', { name: 'Project' }).click()
    await poll(() => page.url()).toContain('sortBy=name')
    await poll(() => rows.first().getByRole('rowheader').textContent()).toBe('Arabic storefront')

    await page.getByRole('button', { name: 'Next page' }).click()
    await poll(() => page.getByText('6–10 of 20').isVisible()).toBe(true)
    await rows.first().getByRole('checkbox').click()
    await page.getByRole('button', { name: 'Previous page' }).click()
    await rows.nth(1).getByRole('checkbox').click()
    await poll(() => page.getByText('2 selected').isVisible()).toBe(true)

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Done' }).click()
    await poll(() => page.url()).toContain('status=done')
    await poll(async () => (await rows.allTextContents()).every((text) => text.includes('Done'))).toBe(true)
    const doneRows = await rows.allTextContents()

    await page.reload()
    await poll(() => rows.allTextContents()).toEqual(doneRows)
    expect(new URL(page.url()).searchParams.get('status')).toBe('done')
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('name')

    // Deleting selected projects goes through the backend (an admin may).
    const first = (await rows.first().getByRole('rowheader').textContent())!
    await rows.first().getByRole('checkbox').click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(() => table.getByRole('rowheader', { name: first }).count()).toBe(0)
  })
})
