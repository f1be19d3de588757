// Section "mockBoot": how the build with the mock backend (the one a public demo serves) starts:
// the JS it downloads before the sign-in screen's heading shows, and how many of faker's locales
// are among it (only English is seeded, so every other one is waiting for nothing). Unthrottled.
import { gzipSync } from 'node:zlib'
import { kib, median, printTable } from './format.mjs'

const PATH = '/login'
/** Each faker locale definition carries its metadata, whose `endonym` key survives minifying. */
const FAKER_LOCALE_MARKER = /\bendonym:/g

async function measureOnce(ctx, buildName) {
  const origin = await ctx.serve(buildName)
  const browser = await ctx.once('playwrightBrowser', () => ctx.playwrightBrowser())
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
  try {
    const page = await context.newPage()
    const scripts = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.endsWith('.js') && response.status() < 300)
        // A script still arriving when the page closes has no body to read: it came after the start anyway.
        scripts.push(
          response.body().then(
            (body) => ({ file: url.pathname, body, at: Date.now() }),
            () => null,
          ),
        )
    })
    const start = Date.now()
    await page.goto(`${origin}${PATH}`)
    // The sign-in form React rendered, not a pre-rendered copy of it (React tags its elements).
    await page.waitForFunction(
      () => {
        const heading = globalThis.document.querySelector('main h1')
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
      },
      null,
      { timeout: 30_000, polling: 'raf' },
    )
    const startedMs = Date.now() - start
    const started = Date.now()
    const before = (await Promise.all(scripts)).filter((entry) => entry !== null && entry.at <= started)
    const text = before.map((entry) => entry.body.toString('utf8')).join('\n')
    return {
      startedMs,
      jsGzipBytes: before.reduce((sum, entry) => sum + gzipSync(entry.body, { level: 6 }).byteLength, 0),
      jsFiles: before.length,
      fakerLocales: (text.match(FAKER_LOCALE_MARKER) ?? []).length,
    }
  } finally {
    await context.close()
  }
}

export const mockBootSection = {
  name: 'mockBoot',
  title: `Start-up of ${PATH} until the app renders it, unthrottled: mock build beside the production build`,
  async run(ctx, { runs = 5 } = {}) {
    const builds = {}
    for (const buildName of ['production', 'mock']) {
      const results = []
      for (let run = 1; run <= runs; run++) results.push(await measureOnce(ctx, buildName))
      builds[buildName] = {
        startedMs: median(results.map((result) => result.startedMs)),
        jsGzipBytes: median(results.map((result) => result.jsGzipBytes)),
        jsFiles: median(results.map((result) => result.jsFiles)),
        fakerLocales: Math.max(...results.map((result) => result.fakerLocales)),
      }
    }
    return { runs, path: PATH, builds }
  },
  print(result) {
    printTable(
      ['build', 'app started', 'JS before start (gzip)', 'JS files', 'faker locales loaded'],
      Object.entries(result.builds).map(([name, build]) => [
        name,
        `${Math.round(build.startedMs)} ms`,
        kib(build.jsGzipBytes),
        build.jsFiles,
        build.fakerLocales,
      ]),
    )
  },
}
