// Section "navigation": from a click on a menu entry to the new screen's heading, signed in, with
// no throttling. The first visit of each menu page (its code not loaded yet), then a revisit.
import { median, printTable } from './format.mjs'
import { followRequests } from './quiet.mjs'
import { signedInState, VERTICAL_NAV_COOKIE } from './session.mjs'

const BUILD = 'production'
const START_PATH = '/dashboards'

/**
 * Clicks the menu link to `href` and resolves the milliseconds until an h1 that was not on screen
 * before the click is in the document (checked every animation frame, so on the frame it paints).
 */
async function clickToHeading(page, href) {
  return page.evaluate(async (target) => {
    const link = globalThis.document.querySelector(`nav a[href="${target}"]`)
    if (!link) throw new Error(`no menu link to ${target}`)
    const before = globalThis.document.querySelector('main h1')
    const start = performance.now()
    link.click()
    return new Promise((resolve, reject) => {
      const deadline = start + 15_000
      const check = () => {
        const heading = globalThis.document.querySelector('main h1')
        if (heading && heading !== before && heading.isConnected) resolve(performance.now() - start)
        else if (performance.now() > deadline) reject(new Error(`no new heading after opening ${target}`))
        else globalThis.requestAnimationFrame(check)
      }
      check()
    })
  }, href)
}

/**
 * Back to the start page as a link would go (wouter follows pushState), unmeasured: its menu entry
 * sits in the Dashboards group, which is folded while another page is open.
 */
async function goHome(page) {
  await page.evaluate((path) => globalThis.history.pushState(null, '', path), START_PATH)
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 })
}

async function measureRun(ctx, origin, storageState) {
  const browser = await ctx.once('playwrightBrowser', () => ctx.playwrightBrowser())
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', storageState })
  await context.addCookies([{ ...VERTICAL_NAV_COOKIE, url: origin }])
  try {
    const page = await context.newPage()
    const quiet = followRequests(page)
    await page.goto(`${origin}${START_PATH}`)
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 })
    await quiet()
    const hrefs = await page.evaluate(() =>
      [...globalThis.document.querySelectorAll('nav a.nav-link')].map((link) => link.getAttribute('href')),
    )
    const targets = hrefs.filter((href) => href !== START_PATH)
    const firstVisit = {}
    const revisit = {}
    for (const pass of [firstVisit, revisit]) {
      for (const href of targets) {
        pass[href] = await clickToHeading(page, href)
        await quiet()
        await goHome(page)
        await quiet()
      }
    }
    return { firstVisit, revisit }
  } finally {
    await context.close()
  }
}

export const navigationSection = {
  name: 'navigation',
  title: 'Menu navigation: click → new heading, signed in, unthrottled (production build)',
  async run(ctx, { runs = 5 } = {}) {
    const origin = await ctx.serve(BUILD)
    const storageState = await signedInState(ctx, BUILD)
    const results = []
    for (let run = 1; run <= runs; run++) {
      console.log(`▶ menu navigation ${run}/${runs}`)
      results.push(await measureRun(ctx, origin, storageState))
    }
    const pages = Object.keys(results[0].firstVisit).map((href) => ({
      href,
      firstVisitMs: median(results.map((run) => run.firstVisit[href])),
      revisitMs: median(results.map((run) => run.revisit[href])),
    }))
    return {
      runs,
      pages,
      worst: {
        firstVisitMs: Math.max(...pages.map((page) => page.firstVisitMs)),
        revisitMs: Math.max(...pages.map((page) => page.revisitMs)),
      },
    }
  },
  print(result) {
    const ms = (value) => `${Math.round(value)} ms`
    printTable(
      ['menu page', 'first visit', 'revisit'],
      [
        ...result.pages.map((page) => [page.href, ms(page.firstVisitMs), ms(page.revisitMs)]),
        ['slowest page', ms(result.worst.firstVisitMs), ms(result.worst.revisitMs)],
      ],
    )
    console.log(`  medians of ${result.runs} runs per page`)
  },
}
