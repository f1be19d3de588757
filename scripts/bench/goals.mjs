// The figures of the goals table, read from the sections' results (the latest of each in
// .bench/bench.json), with the goal beside each and whether it is met.
import { kib, printTable } from './format.mjs'

const KiB = 1024

function firstVisitOf(sections, path) {
  return sections.firstVisit?.pages?.find((page) => page.path === path) ?? null
}

function lighthouseOf(sections, id) {
  return sections.lighthouse?.targets?.find((target) => target.id === id)?.median ?? null
}

/** Rows of [figure, goal, measured, verdict]; a figure not measured yet shows as such. */
export function goalRows(sections) {
  const rows = []
  const add = (figure, goal, value, format, met) =>
    rows.push([
      figure,
      goal,
      value === null || value === undefined ? 'not measured' : format(value),
      value === null || value === undefined ? '–' : met(value) ? 'met' : 'MISSED',
    ])
  const login = firstVisitOf(sections, '/login')
  const dashboards = firstVisitOf(sections, '/dashboards')
  const lhLogin = lighthouseOf(sections, 'login')
  const lhLoginMock = lighthouseOf(sections, 'login-mock')
  const lhDashboards = lighthouseOf(sections, 'dashboards')
  const cssOf = (page) => (page ? page.css.gzipBytes + (page.inlineCss?.gzipBytes ?? 0) : null)

  // The first load as the byte budget counts it; a visit also fetches what comes after the screen.
  const firstLoadJs = (page) => page?.firstLoad?.js ?? page?.js
  add(
    '/login first-load JS (gzip)',
    '≤ 150 KiB',
    firstLoadJs(login)?.gzipBytes,
    (v) => `${kib(v)}, ${firstLoadJs(login).files} files`,
    (v) => v <= 150 * KiB,
  )
  add(
    '/login CSS (gzip, files + inline)',
    '≤ 25 KiB',
    cssOf(login),
    (v) => `${kib(v)} (render-blocking requests ${kib(login.renderBlockingCss?.gzipBytes ?? login.css.gzipBytes)})`,
    (v) => v <= 25 * KiB,
  )
  add('/login Lighthouse performance', '≥ 95', lhLogin?.performance, String, (v) => v >= 95)
  add('/login Lighthouse accessibility', '100', lhLogin?.accessibility, String, (v) => v === 100)
  add('/login Lighthouse best practices', '100', lhLogin?.bestPractices, String, (v) => v === 100)
  add(
    '/login LCP',
    '≤ 2.0 s',
    lhLogin?.lcpMs,
    (v) => `${(v / 1000).toFixed(2)} s`,
    (v) => v <= 2000,
  )
  add('signed-in /dashboards Lighthouse performance', '≥ 90', lhDashboards?.performance, String, (v) => v >= 90)
  add(
    '  the same, served over HTTP/2',
    '≥ 90',
    lighthouseOf(sections, 'dashboards-http2')?.performance,
    String,
    (v) => v >= 90,
  )
  add(
    'signed-in /dashboards CLS',
    '< 0.02',
    lhDashboards?.cls,
    (v) => v.toFixed(3),
    (v) => v < 0.02,
  )
  add(
    'signed-in /dashboards first-load JS (gzip)',
    '≤ 250 KiB',
    firstLoadJs(dashboards)?.gzipBytes,
    (v) => `${kib(v)}, ${firstLoadJs(dashboards).files} files`,
    (v) => v <= 250 * KiB,
  )
  add(
    'menu page, first visit (slowest)',
    '≤ 120 ms',
    sections.navigation?.worst?.firstVisitMs,
    (v) => `${Math.round(v)} ms`,
    (v) => v <= 120,
  )
  add(
    'menu page, revisit (slowest)',
    '≤ 40 ms',
    sections.navigation?.worst?.revisitMs,
    (v) => `${Math.round(v)} ms`,
    (v) => v <= 40,
  )
  const mockBoot = sections.mockBoot?.builds?.mock
  add(
    'mock build: faker locales loaded before the app starts',
    '≤ 1 (English)',
    mockBoot?.fakerLocales,
    String,
    (v) => v <= 1,
  )
  add(
    'mock build /login Lighthouse performance',
    '≥ 90 % of production',
    lhLoginMock && lhLogin ? lhLoginMock.performance : null,
    (v) => `${v} (production ${lhLogin.performance})`,
    (v) => v >= 0.9 * lhLogin.performance,
  )
  // The public site's landing page's goals.
  const lhLanding = lighthouseOf(sections, 'landing')
  add('landing page Lighthouse performance', '≥ 95', lhLanding?.performance, String, (v) => v >= 95)
  add('landing page Lighthouse accessibility', '100', lhLanding?.accessibility, String, (v) => v === 100)
  // The webhooks bench's goals, on PostgreSQL.
  const intake = sections.webhooks?.intake?.find((row) => row.database === 'PostgreSQL')
  const endToEnd = sections.webhooks?.endToEnd?.find((row) => row.database === 'PostgreSQL')
  add(
    'webhook intake, PostgreSQL (deliveries/s)',
    '≥ 1,000/s',
    intake?.perSecond,
    (v) => `${Math.round(v).toLocaleString('en')}/s`,
    (v) => v >= 1000,
  )
  add(
    'webhook intake, PostgreSQL (p99)',
    '≤ 100 ms',
    intake?.p99,
    (v) => `${v.toFixed(1)} ms`,
    (v) => v <= 100,
  )
  add(
    'webhook events answered end to end, PostgreSQL',
    '≥ 300/s',
    endToEnd?.perSecond,
    (v) => `${Math.round(v).toLocaleString('en')}/s`,
    (v) => v >= 300,
  )
  return rows
}

export function printGoals(sections) {
  console.log(
    "\nGoals: the app's, the landing page's and the webhooks bench's (production build unless said; Lighthouse mobile defaults, medians)",
  )
  printTable(['figure', 'goal', 'measured', ''], goalRows(sections))
}
