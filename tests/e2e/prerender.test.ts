import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_ARGS, testChromiumPath } from '../support/browser'
import { chromium } from 'playwright-core'

/**
 * The public screens are pre-rendered to HTML at build time (scripts/vite/prerender.ts) and the
 * app then renders over that markup (src/app/startApp.tsx). What a visitor sees and does before
 * the app runs must be what the app then shows.
 */

/** Everything in #root a person perceives: tags, roles, labels, text; not React's own attributes. */
async function visibleStructure(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describe = (element: Element): string => {
      const attributes = ['role', 'aria-label', 'type', 'name', 'href', 'class']
        .map((name) => (element.hasAttribute(name) ? `${name}=${element.getAttribute(name)}` : ''))
        .filter(Boolean)
        .join(' ')
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim())
        .filter(Boolean)
        .join(' ')
      // React's resource hints and Suspense placeholders (the QA panel's, in this build) show nothing.
      const children = [...element.children]
        .filter((child) => !(child instanceof HTMLLinkElement || child instanceof HTMLTemplateElement))
        .map(describe)
        .join('')
      return `<${element.tagName.toLowerCase()} ${attributes}>${text}${children}</>`
    }
    return describe(document.getElementById('root')!)
  })
}

const appRunning = (page: Page) => page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'))

describe('pre-rendered public screens', () => {
  let browser: Browser
  const baseURL = inject('baseURL')
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
  })
  afterAll(async () => {
    await browser.close()
  })

  /** A context whose app code is held back until `release` is called: the pre-rendered page alone. */
  async function heldBack(options: { cookies?: { name: string; value: string }[] } = {}) {
    const context: BrowserContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
    if (options.cookies) await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url: baseURL })))
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const stylesheets: string[] = []
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
      await released
      await route.continue()
    })
    context.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
    })
    const page = await context.newPage()
    // DOMContentLoaded waits for the (held) module script: wait for the parsed markup instead.
    await page.goto('/login', { waitUntil: 'commit' })
    await page.locator('#root h1').waitFor({ state: 'attached' })
    return { context, page, release, stylesheets }
  }

  it('shows the sign-in screen from the HTML alone, styled, and the app renders the same', async () => {
    const { context, page, release, stylesheets } = await heldBack()
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Welcome to Conversa')
    // Styled by the inline CSS: the card has Radix's panel background and the font is Inter.
    const card = page.locator('.rt-Card').first()
    expect(await card.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px')
    expect(await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Inter')
    const before = await visibleStructure(page)

    release()
    await appRunning(page)
    expect(await visibleStructure(page)).toBe(before)
    // Its CSS came inline, and none of it travelled again when the app loaded the screen's chunks.
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((link) => link.getAttribute('href')),
    )
    expect(inlined.length).toBeGreaterThan(0)
    expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([])
    await context.close()
  })

  it('keeps what was typed, where the focus was, and a submit made before the app ran', async () => {
    const { context, page, release } = await heldBack()
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('secret-pass')
    await page.getByLabel('Password', { exact: true }).focus()
    await page.getByRole('button', { name: 'Sign in' }).click()
    // Held, not sent as a plain GET with the fields in the address.
    expect(new URL(page.url()).search).toBe('')

    release()
    await appRunning(page)
    expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email')
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('secret-pass')
    // The app submitted it and validated what was typed.
    await page.getByText('Enter a valid email address, like name@example.com.').waitFor()
    expect(new URL(page.url()).search).toBe('')
    await context.close()
  })

  it('hides the English markup from a visitor who reads French until the app shows it in French', async () => {
    const { context, page, release } = await heldBack({ cookies: [{ name: 'conversa-language', value: 'fr' }] })
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden')

    release()
    await appRunning(page)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Bienvenue sur Conversa')
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible')
    await context.close()
  })
})
