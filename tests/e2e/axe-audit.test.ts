import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, seriousAxeViolations } from '../support/browser'

/**
 * The audit every e2e file and the route sweep rely on reports what it should: a clean page
 * passes, a page with serious violations names them, and a second audit of the same document
 * (axe injected once) still sees a change made in between.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('the accessibility audit', () => {
  it('names serious violations, and sees the page as it is at each audit', async () => {
    const page = await browser.newPage()
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Audit</title></head><body><main><h1>Clean</h1><button>Save</button></main></body></html>',
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.evaluate(() => {
      document.querySelector('button')!.textContent = ''
      const image = document.createElement('img')
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
      document.querySelector('main')!.append(image)
    })
    const violations = await seriousAxeViolations(page)
    expect(violations.map((violation) => violation.split(' (')[0])).toEqual([
      'critical: button-name',
      'critical: image-alt',
    ])
    await page.close()
  })
})
