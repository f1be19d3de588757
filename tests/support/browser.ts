import AxeBuilder from '@axe-core/playwright'
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** Debian's Chromium unless CHROME_PATH says otherwise (`npm test` installs it when missing). */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}. Run \`npm test\` (it installs it) or set CHROME_PATH.`)
  return path
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}

export interface OpenPageOptions {
  /** Path to open, relative to the app (default: none, the page stays blank). */
  path?: string
  locale?: string
  colorScheme?: 'light' | 'dark'
  viewport?: { width: number; height: number }
}

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Uncaught exceptions thrown in the page: a screen that crashes fails its test. */
  pageErrors: Error[]
  baseURL: string
}

/** A fresh context per page: its own storage, cookies and mock database. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const baseURL = inject('baseURL')
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))
  if (options.path !== undefined) await page.goto(options.path)
  return { context, page, pageErrors, baseURL }
}

/** Fails with the list of serious and critical accessibility violations on the page, if any. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}
