// Section "lighthouse": Lighthouse scores and Core Web Vitals (mobile defaults: simulated slow 4G
// and a 4× slower CPU), the median of several runs, each in a fresh browser with a cold cache.
// Signed-in pages: the run's browser signs in over the DevTools protocol first, then Lighthouse's
// Node API drives the same browser (storage kept, HTTP cache emptied).
import { BUILDS } from './context.mjs'
import { median, printTable } from './format.mjs'
import { signInOverDevTools } from './session.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const MEASURES = ['performance', 'accessibility', 'bestPractices', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs']

export const LIGHTHOUSE_TARGETS = [
  { id: 'login', path: '/login', build: 'production', signedIn: false },
  { id: 'login-mock', path: '/login', build: 'mock', signedIn: false },
  { id: 'dashboards', path: '/dashboards', build: 'production', signedIn: true },
  { id: 'dashboards-mock', path: '/dashboards', build: 'mock', signedIn: true },
  // The public site's landing page (pre-rendered like /login).
  { id: 'landing', path: '/front-pages/landing-page', build: 'production', signedIn: false },
  // The same signed-in page served over HTTP/2, as a static host serves it: `vite preview` speaks
  // HTTP/1.1, where Lighthouse's model gives each of six connections one request at a time.
  { id: 'dashboards-http2', path: '/dashboards', build: 'production', signedIn: true, http2: true },
]

async function runOnce(ctx, target, origin) {
  const { default: lighthouse } = await import('lighthouse')
  // A fresh browser per run: no warm caches, compiled code or service workers carry over.
  const chromium = await ctx.debuggableChromium()
  try {
    if (target.signedIn) await signInOverDevTools(ctx, chromium.port, origin)
    const result = await lighthouse(`${origin}${target.path}`, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      // Signed in: keep the session the DevTools sign-in left (the HTTP cache was emptied then).
      disableStorageReset: target.signedIn,
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (id) =>
      lhr.categories[id]?.score === null || lhr.categories[id] === undefined
        ? null
        : Math.round(lhr.categories[id].score * 100)
    const metric = (id) => lhr.audits[id]?.numericValue ?? null
    const failing = (category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
      settings: { formFactor: lhr.configSettings.formFactor, throttlingMethod: lhr.configSettings.throttlingMethod },
      lighthouseVersion: lhr.lighthouseVersion,
      warnings: lhr.runWarnings,
    }
  } finally {
    await chromium.stop()
  }
}

/** Lighthouse medians for one target; memoized so the summary and other sections share them. */
export function measureLighthouse(ctx, target, runs) {
  return ctx.once(`lighthouse:${target.id}`, async () => {
    const origin = await ctx.serve(target.build, { http2: target.http2 === true })
    const results = []
    for (let run = 1; run <= runs; run++) {
      console.log(
        `▶ Lighthouse ${run}/${runs}: ${target.signedIn ? 'signed in, ' : ''}${target.path} (${target.build}${target.http2 ? ', HTTP/2' : ''})`,
      )
      results.push(await runOnce(ctx, target, origin))
    }
    return {
      ...target,
      buildDescription: BUILDS[target.build].description,
      settings: results[0].settings,
      lighthouseVersion: results[0].lighthouseVersion,
      runs: results.map((run) => ({
        ...Object.fromEntries(MEASURES.map((key) => [key, run[key]])),
        finalPath: run.finalPath,
        failing: run.failing,
        warnings: run.warnings,
      })),
      median: Object.fromEntries(MEASURES.map((key) => [key, median(results.map((run) => run[key]))])),
    }
  })
}

export const lighthouseSection = {
  name: 'lighthouse',
  title: 'Lighthouse (mobile defaults), median of the runs',
  async run(ctx, { runs = 5 } = {}) {
    const targets = []
    for (const target of LIGHTHOUSE_TARGETS) targets.push(await measureLighthouse(ctx, target, runs))
    return { runs, targets }
  },
  print(result) {
    const first = result.targets[0]
    console.log(
      `Lighthouse ${first.lighthouseVersion}, ${first.settings.formFactor}, ${first.settings.throttlingMethod} throttling, ${result.runs} runs each`,
    )
    const ms = (value) => (value === null || value === undefined ? null : `${Math.round(value)} ms`)
    printTable(
      ['page (build)', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'perf per run'],
      result.targets.map((target) => [
        `${target.signedIn ? 'signed in ' : ''}${target.path} (${target.build}${target.http2 ? ', HTTP/2' : ''})`,
        target.median.performance,
        target.median.accessibility,
        target.median.bestPractices,
        ms(target.median.fcpMs),
        ms(target.median.lcpMs),
        ms(target.median.tbtMs),
        target.median.cls === null ? null : target.median.cls.toFixed(3),
        ms(target.median.siMs),
        target.runs.map((run) => run.performance).join(' '),
      ]),
    )
    for (const target of result.targets) {
      const landed = new Set(target.runs.map((run) => run.finalPath))
      if (!landed.has(target.path) || landed.size > 1)
        console.log(`  ${target.id}: runs ended on ${[...landed].join(', ')}`)
      const failing = new Set(
        target.runs.flatMap((run) => [...run.failing.accessibility, ...run.failing.bestPractices]),
      )
      if (failing.size > 0) console.log(`  ${target.id}: audits below 100: ${[...failing].join(', ')}`)
      for (const warning of new Set(target.runs.flatMap((run) => run.warnings ?? [])))
        console.log(`  ${target.id} warning: ${warning}`)
    }
  },
}
