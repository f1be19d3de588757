import axe from 'axe-core'
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { CHROMIUM_ARGS, testChromiumPath } from '../../scripts/lib/chromium.mjs'

export { CHROMIUM_ARGS, testChromiumPath }

/**
 * The end-to-end files share one Chromium, started by tests/support/e2eGlobalSetup.ts: each file
 * connects to it and works in contexts of its own (closing the connection leaves it running).
 * Anything else (a file run outside the e2e project) starts its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint')
  if (endpoint && !process.env.OWN_BROWSER) return chromium.connect(endpoint)
  return chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
}

export interface OpenPageOptions {
  /** Path to open, relative to the app (default: none, the page stays blank). */
  path?: string
  locale?: string
  colorScheme?: 'light' | 'dark'
  viewport?: { width: number; height: number }
  /** Start from a saved state (cookies, storage, IndexedDB): e.g. signed in once per file. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>
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
    storageState: options.storageState,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))
  dumpJournalsOnClose(context)
  if (options.path !== undefined) await page.goto(options.path)
  return { context, page, pageErrors, baseURL }
}

/**
 * Opens `path` as a link inside the app would (wouter follows pushState): no reload, no new boot
 * of the app and its mock backend. The first visit of a page loads it. Use `page.goto` where the
 * test is about a load: a typed address, a bookmark, a reload.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const appLoaded = page.url().startsWith(inject('baseURL')) && (await page.locator('#main-content').count()) > 0
  if (appLoaded) await page.evaluate((target) => window.history.pushState(null, '', target), path)
  else await page.goto(path)
}

/**
 * The page's serious and critical accessibility violations, one line each. Only violations are
 * asked for: axe then skips building selectors for every passing node, its slowest part.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Injected once per document (a client-side navigation keeps it) and run in the page itself:
  // @axe-core/playwright injected its 500 kB on every audit and finished each one in a new blank
  // page (a new renderer), which was most of the route sweep's axe time. Our pages have no
  // cross-origin frames, which that design exists for.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    } satisfies axe.RunOptions,
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/** Fails with the list of serious and critical accessibility violations on the page, if any. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page), `axe violations on ${page.url()}`).toEqual([])
}

const JOURNAL_DIR = '.test-results/journals'
let journalCount = 0

/**
 * In QA mode builds (the mock build has it on), closing a context first saves each page's QA
 * journal to .test-results/journals/, which `npm run coverage:model` merges into its report.
 * QA_JOURNALS=off turns it off.
 */
function dumpJournalsOnClose(context: BrowserContext): void {
  if (process.env.QA_JOURNALS === 'off') return
  const close = context.close.bind(context)
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    const state = expect.getState()
    const label = `${basename(state.testPath ?? 'e2e', '.test.ts')}-${state.currentTestName ?? 'setup'}`
    for (const page of context.pages()) {
      const journal = await page.evaluate(() => window.__conversaQa?.journal() ?? null).catch(() => null)
      if (!journal) continue
      await mkdir(JOURNAL_DIR, { recursive: true })
      const name = `${label}-${process.pid}-${++journalCount}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 150)
      await writeFile(join(JOURNAL_DIR, `${name}.json`), JSON.stringify(journal))
    }
    return close(...args)
  }
}
