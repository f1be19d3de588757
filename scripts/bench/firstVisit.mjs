// Section "firstVisit": the JS and CSS a browser with a cold cache downloads to show a screen.
import { gzipSync } from 'node:zlib'
import { BUILDS } from './context.mjs'
import { kib, printTable } from './format.mjs'

export const FIRST_VISIT_PATHS = ['/login', '/not-authorized']
const GZIP_LEVEL = 6 // what nginx and most CDNs use by default

/**
 * Opens `path` in a fresh browser context and records every response until the screen has
 * replaced the loading spinner and the network has been idle for 500 ms. Memoized per build and
 * path, so other sections (Lighthouse) can reuse the visit.
 */
export function measureFirstVisit(ctx, buildName, path) {
  return ctx.once(`firstVisit:${buildName}:${path}`, async () => {
    const origin = await ctx.serve(buildName)
    const browser = await ctx.once('playwrightBrowser', () => ctx.playwrightBrowser())
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    try {
      const page = await context.newPage()
      const pending = []
      const apiRequests = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/'))
          apiRequests.push(`${request.method()} ${new URL(request.url()).pathname}`)
      })
      page.on('response', (response) => pending.push(describeResponse(response)))
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      await page
        .locator('main')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {})
      await page
        .getByRole('status', { name: 'Loading' })
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {})
      await page.waitForLoadState('networkidle')
      const heading = await page
        .getByRole('heading', { level: 1 })
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => null)
      const responses = (await Promise.all(pending)).filter((entry) => entry !== null)
      const total = (kind) => {
        const files = responses.filter((entry) => entry.kind === kind)
        return {
          files: files.length,
          rawBytes: files.reduce((sum, entry) => sum + entry.rawBytes, 0),
          gzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
        }
      }
      return {
        path,
        build: buildName,
        finalPath: new URL(page.url()).pathname,
        heading,
        js: total('js'),
        css: total('css'),
        chunks: responses.filter((entry) => entry.kind === 'js').map((entry) => entry.file),
        stylesheets: responses.filter((entry) => entry.kind === 'css').map((entry) => entry.file),
        apiRequests,
      }
    } finally {
      await context.close()
    }
  })
}

async function describeResponse(response) {
  const request = response.request()
  const type = request.resourceType()
  const url = new URL(response.url())
  const kind =
    type === 'script' || url.pathname.endsWith('.js')
      ? 'js'
      : type === 'stylesheet' || url.pathname.endsWith('.css')
        ? 'css'
        : null
  if (kind === null || response.status() >= 300) return null
  const body = await response.body().catch(() => null)
  if (body === null) return null
  return {
    kind,
    file: url.pathname,
    rawBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).byteLength,
  }
}

export const firstVisitSection = {
  name: 'firstVisit',
  title: 'First visit: JS and CSS the browser loads (cold cache)',
  async run(ctx) {
    const pages = []
    for (const path of FIRST_VISIT_PATHS) pages.push(await measureFirstVisit(ctx, 'production', path))
    return { build: BUILDS.production.description, gzipLevel: GZIP_LEVEL, pages }
  },
  print(result) {
    console.log(`build: ${result.build}; gzip level ${result.gzipLevel}, computed from the bodies served`)
    printTable(
      ['page', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'JS chunks', 'CSS files', 'h1 shown'],
      result.pages.map((page) => [
        page.path === page.finalPath ? page.path : `${page.path} → ${page.finalPath}`,
        kib(page.js.rawBytes),
        kib(page.js.gzipBytes),
        kib(page.css.rawBytes),
        kib(page.css.gzipBytes),
        page.js.files,
        page.css.files,
        page.heading ?? '(none)',
      ]),
    )
  },
}
