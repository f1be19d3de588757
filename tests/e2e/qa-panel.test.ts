import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathOf } from '../../src/routes/match'
import { DEMO_USERS } from '../../src/mocks/demoUsers'
import { launchBrowser, openPage, visit } from '../support/browser'

const admin = DEMO_USERS.find((user) => user.role === 'admin')!

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('the QA panel’s button', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('covers no table footer at 390 px, wherever the page is scrolled, and still opens the journal', async () => {
    const { page, context } = await openPage(browser, { path: pathOf('login'), viewport: { width: 390, height: 844 } })
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/dashboards/)
    await visit(page, pathOf('invoice-list'))
    const pageSize = page.getByRole('combobox', { name: 'Rows per page' })
    await pageSize.waitFor()
    const trigger = page.getByRole('button', { name: 'QA journal' })
    await trigger.waitFor({ state: 'attached' })

    // The label and its select, at every scroll position of the page, 40 px apart.
    const control = [page.getByText('Rows per page', { exact: true }), pageSize]
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    for (let y = 0; y <= scrollable + 40; y += 40) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const triggerBox = await trigger.boundingBox()
      for (const part of control) {
        const partBox = await part.boundingBox()
        if (triggerBox && partBox) expect(intersects(triggerBox, partBox), `scrolled to ${y}`).toBe(false)
      }
    }

    await trigger.click()
    await page.getByRole('dialog', { name: 'QA journal' }).waitFor()
    await context.close()
  })

  it('says it could not load in the page’s flow at 390 px, not over its content', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await context.route(/\/assets\/QaPanel-[^/]*\.js$/, (route) => route.abort('internetdisconnected'))
    await page.goto(pathOf('login'))
    const notice = page.getByRole('status').filter({ hasText: 'The QA panel could not be loaded.' })
    await notice.waitFor()
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('static')
    await context.close()
  })
})
