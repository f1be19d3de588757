import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../support/browser'

describe('the production build with the mock backend', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('boots the mock backend and answers /api with a 401 when signed out', async () => {
    const { page, pageErrors, context } = await openPage(browser, { path: '/not-authorized' })
    // The app has taken over the pre-rendered page; the mock backend starts with the first /api call.
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'))
    const status = await page.evaluate(async () => (await fetch('/api/session')).status)
    expect(status).toBe(401)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
