import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * A template installed in two clicks: from the automation list's "New automation", a card of the
 * gallery opens the builder filled in, and "Save automation" saves it as it is.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const ACCOUNT = 'cafe.aurora'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

let browser: Browser
let connectedState: StorageState
const opened: OpenedPage[] = []

async function signIn(page: Page) {
  await visit(page, '/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
}

async function connect(page: Page) {
  await visit(page, '/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio', { name: `@${ACCOUNT}` }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.getByRole('heading', { name: `@${ACCOUNT}` }).waitFor({ timeout: 20_000 })
}

beforeAll(async () => {
  browser = await launchBrowser()
  const setup = await openPage(browser)
  await signIn(setup.page)
  await connect(setup.page)
  connectedState = await setup.context.storageState({ indexedDB: true })
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

describe('automation templates', { timeout: 120_000 }, () => {
  it('installs the welcome menu in two clicks from the list, at 390 px', async () => {
    const session = await openPage(browser, { storageState: connectedState, viewport: { width: 390, height: 844 } })
    opened.push(session)
    const { page } = session
    await visit(page, '/automacoes')
    await page.getByRole('link', { name: 'New automation' }).click()
    await page.waitForURL(/\/automacoes\/nova$/)

    await page
      .getByRole('region', { name: 'Start from a template' })
      .getByRole('link', { name: 'Welcome menu' })
      .click()
    await page.waitForURL(/\/automacoes\/nova\?template=welcome-menu$/)
    await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Welcome menu')
    await page.getByRole('button', { name: 'Save automation' }).click()

    await page.waitForURL(/\/automacoes$/)
    await poll(() => page.getByText('“Welcome menu” was saved.').isVisible()).toBe(true)
  })
})
