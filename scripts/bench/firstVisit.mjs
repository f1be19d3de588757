// Section "firstVisit": what a browser with a cold cache downloads to show a screen: JS, CSS (in
// files and inline in the HTML) and the HTML itself, signed out on /login and signed in on
// /dashboards, in the shipped build.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadFiles, readManifest, routeModules } from '../lib/firstLoad.mjs'
import { BUILDS } from './context.mjs'
import { kib, printTable } from './format.mjs'
import { followRequests } from './quiet.mjs'
import { signedInState } from './session.mjs'

export const FIRST_VISIT_PAGES = [
  { path: '/login', route: 'login', signedIn: false },
  { path: '/dashboards', route: 'dashboards', signedIn: true },
]
const GZIP_LEVEL = 6 // what nginx and most CDNs use by default

const gzipSize = (body) => gzipSync(body, { level: GZIP_LEVEL }).byteLength

/** The stylesheets a parser meets in the HTML that hold up the first paint, and the inline CSS. */
function blockingCssOf(html) {
  const head = html.split(/<body[\s>]/i)[0]
  const links = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .filter((tag) => !/\bdisabled\b/i.test(tag) && !/\bmedia=["']?print\b/i.test(tag))
    .map((tag) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1])
    .filter(Boolean)
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('\n')
  return { links, inline }
}

/**
 * Opens `path` in a fresh browser context (signed in when asked) and records every response until
 * the screen's heading shows and the network has been idle for 500 ms. Memoized per build, path
 * and session, so other sections can reuse the visit.
 */
export function measureFirstVisit(ctx, buildName, path, { signedIn = false } = {}) {
  return ctx.once(`firstVisit:${buildName}:${path}:${signedIn}`, async () => {
    const origin = await ctx.serve(buildName)
    const storageState = signedIn ? await signedInState(ctx, buildName) : undefined
    const browser = await ctx.once('playwrightBrowser', () => ctx.playwrightBrowser())
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', storageState })
    try {
      const page = await context.newPage()
      const pending = []
      const apiRequests = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/'))
          apiRequests.push(`${request.method()} ${new URL(request.url()).pathname}`)
      })
      page.on('response', (response) => pending.push(describeResponse(response)))
      const quiet = followRequests(page)
      const document = await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      await quiet()
      const html = document ? await document.text() : ''
      const heading = await page
        .getByRole('heading', { level: 1 })
        .first()
        .innerText({ timeout: 15_000 })
        .catch(() => null)
      await quiet()
      const responses = (await Promise.all(pending)).filter((entry) => entry !== null)
      const total = (kind) => {
        const files = responses.filter((entry) => entry.kind === kind)
        return {
          files: files.length,
          rawBytes: files.reduce((sum, entry) => sum + entry.rawBytes, 0),
          gzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
        }
      }
      const blocking = blockingCssOf(html)
      const blockingFiles = responses.filter(
        (entry) => entry.kind === 'css' && blocking.links.some((href) => new URL(href, origin).pathname === entry.file),
      )
      return {
        path,
        signedIn,
        build: buildName,
        finalPath: new URL(page.url()).pathname,
        heading,
        html: { rawBytes: Buffer.byteLength(html), gzipBytes: gzipSize(html) },
        js: total('js'),
        css: total('css'),
        inlineCss: { rawBytes: Buffer.byteLength(blocking.inline), gzipBytes: gzipSize(blocking.inline) },
        // Stylesheet requests the first paint waits for (inline CSS waits for nothing but the HTML).
        renderBlockingCss: {
          files: blockingFiles.length,
          gzipBytes: blockingFiles.reduce((sum, entry) => sum + entry.gzipBytes, 0),
        },
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
  return { kind, file: url.pathname, rawBytes: body.byteLength, gzipBytes: gzipSize(body) }
}

/**
 * The route's first load as the byte budget counts it (tests/build/budget.json, from the build's
 * manifest): what the screen needs to show, not what the visit fetched later (the identity SDK
 * once idle, the toasts and menus once the first screen settled).
 */
function firstLoadOf(ctx, outDir, route) {
  const budget = JSON.parse(readFileSync(join(ctx.root, 'tests/build/budget.json'), 'utf8')).routes[route]
  const modules = routeModules(ctx.root, { name: route, layout: budget.layout })
  const files = firstLoadFiles(readManifest(outDir), {
    ...modules,
    also: [...(modules.also ?? []), ...(budget.alsoLoads ?? [])],
  })
  const weigh = (list) => ({
    files: list.length,
    gzipBytes: list.reduce((sum, file) => sum + gzipSize(readFileSync(join(outDir, file))), 0),
  })
  return { js: weigh(files.scripts), css: weigh(files.styles) }
}

export const firstVisitSection = {
  name: 'firstVisit',
  title: 'First visit: what the browser downloads with a cold cache (production build)',
  async run(ctx) {
    const pages = []
    for (const { path, route, signedIn } of FIRST_VISIT_PAGES) {
      const visit = await measureFirstVisit(ctx, 'production', path, { signedIn })
      pages.push({ ...visit, firstLoad: firstLoadOf(ctx, await ctx.outDirOf('production'), route) })
    }
    return { build: BUILDS.production.description, gzipLevel: GZIP_LEVEL, pages }
  },
  print(result) {
    console.log(`build: ${result.build}; gzip level ${result.gzipLevel}, computed from the bodies served`)
    printTable(
      [
        'page',
        'JS gzip',
        'JS files',
        'CSS gzip',
        'CSS files',
        'inline CSS',
        'blocking CSS reqs',
        'HTML gzip',
        'h1 shown',
      ],
      result.pages.map((page) => [
        `${page.signedIn ? 'signed in ' : ''}${page.path === page.finalPath ? page.path : `${page.path} → ${page.finalPath}`}`,
        kib(page.js.gzipBytes),
        page.js.files,
        kib(page.css.gzipBytes),
        page.css.files,
        kib(page.inlineCss?.gzipBytes ?? 0),
        kib(page.renderBlockingCss?.gzipBytes ?? 0),
        kib(page.html?.gzipBytes ?? 0),
        page.heading ?? '(none)',
      ]),
    )
    for (const page of result.pages) console.log(`  ${page.path} JS: ${page.chunks.join(' ')}`)
    for (const page of result.pages.filter((entry) => entry.firstLoad))
      console.log(
        `  ${page.path} first load (what the screen needs, as tests/build counts it): JS ${kib(page.firstLoad.js.gzipBytes)} in ${page.firstLoad.js.files} files, CSS ${kib(page.firstLoad.css.gzipBytes)} in ${page.firstLoad.css.files}`,
      )
  },
}
