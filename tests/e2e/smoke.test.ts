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
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const status = await page.evaluate(async () => (await fetch('/api/session')).status)
    expect(status).toBe(401)
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
