// Section "lighthouse": Lighthouse scores and Core Web Vitals of /login, median of several runs.
import { BUILDS } from './context.mjs'
import { measureFirstVisit } from './firstVisit.mjs'
import { median, printTable } from './format.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const MEASURES = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls']
export const LIGHTHOUSE_PATH = '/login'

/**
 * The shipped build when the page makes no /api call on load, otherwise the build with the mock
 * backend (a page that needs the backend would measure an error state on the shipped one).
 */
async function buildFor(ctx, path) {
  const probe = await measureFirstVisit(ctx, 'production', path)
  return { buildName: probe.apiRequests.length > 0 ? 'mock' : 'production', apiRequests: probe.apiRequests }
}

async function runOnce(ctx, url) {
  const { default: lighthouse } = await import('lighthouse')
  // A fresh browser per run: no warm caches, compiled code or service workers carry over.
  const chromium = await ctx.debuggableChromium()
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (id) =>
      lhr.categories[id]?.score === null || lhr.categories[id] === undefined
        ? null
        : Math.round(lhr.categories[id].score * 100)
    const metric = (id) => lhr.audits[id]?.numericValue ?? null
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      settings: { formFactor: lhr.configSettings.formFactor, throttlingMethod: lhr.configSettings.throttlingMethod },
      lighthouseVersion: lhr.lighthouseVersion,
      warnings: lhr.runWarnings,
    }
  } finally {
    await chromium.stop()
  }
}

export const lighthouseSection = {
  name: 'lighthouse',
  title: `Lighthouse: ${LIGHTHOUSE_PATH}`,
  async run(ctx, { runs = 3 } = {}) {
    const { buildName, apiRequests } = await buildFor(ctx, LIGHTHOUSE_PATH)
    const origin = await ctx.serve(buildName)
    const url = `${origin}${LIGHTHOUSE_PATH}`
    const results = []
    for (let run = 1; run <= runs; run++) {
      console.log(`▶ Lighthouse run ${run}/${runs} on ${LIGHTHOUSE_PATH}…`)
      results.push(await runOnce(ctx, url))
    }
    const medianOf = Object.fromEntries(MEASURES.map((key) => [key, median(results.map((run) => run[key]))]))
    return {
      path: LIGHTHOUSE_PATH,
      build: BUILDS[buildName].description,
      buildReason:
        apiRequests.length > 0
          ? `the page calls ${apiRequests.join(', ')} on load`
          : 'the page makes no /api call on load',
      settings: results[0].settings,
      lighthouseVersion: results[0].lighthouseVersion,
      runs: results.map((run) => ({
        ...Object.fromEntries(MEASURES.map((key) => [key, run[key]])),
        warnings: run.warnings,
      })),
      median: medianOf,
    }
  },
  print(result) {
    console.log(
      `build: ${result.build} (${result.buildReason}); Lighthouse ${result.lighthouseVersion}, ` +
        `${result.settings.formFactor}, ${result.settings.throttlingMethod} throttling`,
    )
    const row = (label, run) => [
      label,
      run.performance,
      run.accessibility,
      run.bestPractices,
      run.lcpMs === null ? null : `${Math.round(run.lcpMs)} ms`,
      run.tbtMs === null ? null : `${Math.round(run.tbtMs)} ms`,
      run.cls === null ? null : run.cls.toFixed(3),
    ]
    printTable(
      ['run', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS'],
      [...result.runs.map((run, index) => row(`#${index + 1}`, run)), row('median', result.median)],
    )
    for (const [index, run] of result.runs.entries())
      for (const warning of run.warnings ?? []) console.log(`  run #${index + 1} warning: ${warning}`)
  },
}
