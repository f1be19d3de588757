import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { readScreens } from '../../scripts/lib/firstLoad.mjs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_ARGS, testChromiumPath } from '../support/browser'
import { chromium } from 'playwright-core'
import { rendersScreen } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'

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
      // React's resource hints and Suspense placeholders show nothing; the QA panel (this build's
      // testing aid, drawn once the app runs) is not part of the screen, nor is the loading bar,
      // which shows for a moment whenever a request runs, on either side.
      const children = [...element.children]
        .filter((child) => !(child instanceof HTMLLinkElement || child instanceof HTMLTemplateElement))
        .filter((child) => !child.closest('[class*="qa-panel"], .loading-bar'))
        .map(describe)
        .join('')
      return `<${element.tagName.toLowerCase()} ${attributes}>${text}${children}</>`
    }
    return describe(document.getElementById('root')!)
  })
}

/** The pages the build pre-renders (src/app/prerender.tsx picks them the same way). */
const prerendered = (routes as readonly RouteRecord[]).filter(
  (record) => record.access !== 'requiresAuth' && rendersScreen(record) && !/[:*]/.test(record.path),
)

/**
 * The pages compared with the app's own drawing: one per screen module (pages sharing one, as v1
 * and v2 of a sign-in page do, differ only by what their route hands it), each group's pages
 * taken in turn, so that every variation (the split frame) is still compared on some screen.
 */
const comparedPaths = (() => {
  const modules = readScreens(process.cwd())
  const groups = new Map<string, string[]>()
  for (const record of prerendered) {
    const module = modules.get(record.name)?.module ?? record.name
    groups.set(module, [...(groups.get(module) ?? []), record.path])
  }
  return [...groups.values()].map((paths, index) => paths[index % paths.length]!)
})()

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
  async function heldBack(options: { cookies?: { name: string; value: string }[]; path?: string } = {}) {
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
    await page.goto(options.path ?? '/login', { waitUntil: 'commit' })
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
    // Sent here from a page that needs sign-in: the query (`to`) comes back in the first renders
    // after hydration, which must not reset the fields to what React knew.
    const { context, page, release } = await heldBack({ path: '/login?to=%2Fautomacoes' })
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('secret-pass')
    await page.getByLabel('Password', { exact: true }).focus()
    await page.getByRole('button', { name: 'Sign in' }).click()
    // Held, not sent as a plain GET with the fields in the address.
    expect(new URL(page.url()).search).toBe('?to=%2Fautomacoes')

    release()
    await appRunning(page)
    expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email')
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('secret-pass')
    // The app submitted it and validated what was typed.
    await page.getByText('Enter a valid email address, like name@example.com.').waitFor()
    expect(new URL(page.url()).search).toBe('?to=%2Fautomacoes')
    await context.close()
  })

  it('keeps what was typed into a react-hook-form field, which empties its input as it adopts it', async () => {
    const { context, page, release } = await heldBack({ path: '/pages/misc/coming-soon' })
    const email = `early-${Date.now()}@conversa.test`
    await page.getByLabel('Email').fill(email)
    release()
    await appRunning(page)
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email)
    // The form's own state holds it too: it submits what the field shows.
    await page.getByRole('button', { name: 'Notify me' }).click()
    await page.getByText(`You are on the list: we will write to ${email}`).waitFor()
    await context.close()
  })

  it('answers the clicks made before the app ran, in their order, once it runs', async () => {
    const { context, page, release } = await heldBack({ path: '/front-pages/pricing' })
    await page.getByRole('radio', { name: 'Annual' }).click()
    await page.getByRole('link', { name: 'Pay for Pro now' }).click()
    // Held: the link did not leave with the monthly price the markup still shows.
    expect(new URL(page.url()).pathname).toBe('/front-pages/pricing')

    release()
    await page.waitForURL(/\/front-pages\/payment\?plan=pro&period=annual$/)
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

  it('takes every pre-rendered page over in place, ending exactly as the app draws it without the markup', async () => {
    // React adopts the markup (hydration); a part that differs in text or structure it re-draws
    // and reports, one that differs only in an attribute it would silently keep: so each page,
    // once settled, is compared with the same page drawn afresh by the app, which it does after
    // leaving the page and coming back inside the app (one load per page, not two).
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
    // Settled: what the page shows stays the same for a moment (its data has arrived).
    const settled = async (page: Page, quiet: number) => {
      await page.locator('#root > div').first().waitFor()
      // A part waiting for data or the identity service says so (aria-busy, or a skeleton in its
      // place): wait it out first, however slow the machine, rather than catch one side in its spinner.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .rt-Skeleton'), null, {
        timeout: 20_000,
      })
      let before = ''
      let now = await visibleStructure(page)
      for (let read = 0; now !== before && read < 40; read++) {
        await page.waitForTimeout(quiet)
        ;[before, now] = [now, await visibleStructure(page)]
      }
      return now
    }
    const heading = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent ?? '')
    const goInside = (page: Page, path: string) =>
      page.evaluate((target) => window.history.pushState(null, '', target), path)
    const differences: string[] = []
    const queue = [...comparedPaths]
    expect(queue.length).toBeGreaterThan(10)
    await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const page = await context.newPage()
        const problems: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text())
        })
        page.on('pageerror', (error) => problems.push(error.message))
        /** The page taken over from its markup, then drawn afresh by the app, both settled. */
        const bothWays = async (path: string, quiet: number) => {
          await page.goto(path)
          await appRunning(page)
          const adopted = await settled(page, quiet)
          expect(await page.evaluate(() => document.documentElement.hasAttribute('lang'))).toBe(true)
          // Away to another screen and back: the app draws the page from nothing.
          await goInside(page, '/pages/misc/not-found/elsewhere')
          await expect.poll(() => heading(page)).toBe('Page not found')
          await goInside(page, path)
          await expect.poll(() => heading(page)).not.toBe('Page not found')
          return { adopted, fresh: await settled(page, quiet) }
        }
        for (let path = queue.shift(); path; path = queue.shift()) {
          let { adopted, fresh } = await bothWays(path, 200)
          // A difference must come back: a part still loading on a busy machine does not, a
          // markup that does not match does. Once more, with a longer quiet moment.
          if (adopted !== fresh) ({ adopted, fresh } = await bothWays(path, 1_500))
          if (adopted !== fresh) {
            let at = 0
            while (adopted[at] === fresh[at]) at++
            const around = (text: string) => text.slice(Math.max(0, at - 200), at + 200)
            differences.push(`${path}:\n  pre-rendered …${around(adopted)}…\n  app alone    …${around(fresh)}…`)
          }
          for (const problem of problems.splice(0)) differences.push(`${path}: ${problem}`)
        }
      }),
    )
    expect(differences).toEqual([])
    await context.close()
    // One load of each compared page, four at a time.
  }, 150_000)
})
