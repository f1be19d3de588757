import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { launchBrowser, openPage, type OpenedPage, type OpenPageOptions } from '../support/browser'

/** Every key the session stores (docs/product.md, "Stored state"), app-prefixed. */
export const SESSION_STORAGE_KEYS = ['userData', 'accessToken', 'userAbilityRules', 'userCoords', 'payData'].map(
  (key) => `conversa-${key}`,
)

/** The path, query included, the page shows once the guard has settled and a screen rendered. */
export async function settledPath(page: Page): Promise<string> {
  await page.locator('#main-content').first().waitFor()
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

/** Signs in through the login screen (already open) and waits to leave it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await fillSignIn(page, email, password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}

export async function signInAt(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await submitSignIn(page, email, password)
  await page.waitForURL(/\/dashboards/)
}

export async function storedSessionKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => keys.filter((key) => window.localStorage.getItem(key) !== null), SESSION_STORAGE_KEYS)
}

export async function expectSignedOutAndClean(page: Page): Promise<void> {
  await expect.poll(() => storedSessionKeys(page)).toEqual([])
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * One sign-in for a whole file, then as many fresh pages as its tests want, each starting from the
 * state it left (cookies, storage and the mock database in IndexedDB) in its own context, in the
 * language asked for. Call `start` in `beforeAll` and `stop` in `afterAll`.
 */
export function signedInPages(user: { email: string; password: string }) {
  let browser: Browser
  let state: StorageState
  const opened: OpenedPage[] = []
  return {
    async start() {
      browser = await launchBrowser()
      const { page, context } = await openPage(browser)
      await signInAt(page, user.email, user.password)
      state = await context.storageState({ indexedDB: true })
      await context.close()
    },
    async open(options: OpenPageOptions = {}, language?: string): Promise<OpenedPage> {
      const page = await openPage(browser, { storageState: state, ...options })
      opened.push(page)
      if (language) await page.context.addCookies([{ name: 'conversa-language', value: language, url: page.baseURL }])
      return page
    },
    async stop() {
      for (const page of opened) await page.context.close()
      await browser.close()
    },
  }
}
