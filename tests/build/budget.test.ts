import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { firstLoadFiles, readManifest, readScreens, routeModules, type Manifest } from '../../scripts/lib/firstLoad.mjs'

/**
 * The first-load byte budget (docs/architecture.md, "Performance"): the JS and CSS a
 * browser needs for /login and the signed-in /dashboards, read from the production build's
 * manifest (the entry and its static imports, then the route's screen, layout and catalogs with
 * theirs). Bytes are deterministic, so this is a test; timings live in `npm run bench`.
 *
 * Over budget, it prints what each file weighs now beside budget-baseline.json (what it weighed
 * when the budget was last accepted), largest growth first. After an accepted change, refresh
 * the baseline: `UPDATE_BUDGET_BASELINE=1 npx vitest run --project build tests/build/budget.test.ts`.
 */
const ROOT = process.cwd()
const BUDGET_FILE = join(ROOT, 'tests/build/budget.json')
const BASELINE_FILE = join(ROOT, 'tests/build/budget-baseline.json')

interface RouteBudget {
  layout: string
  jsKiB: number
  cssKiB: number
  files: number
  alsoLoads?: string[]
}
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as {
  gzipLevel: number
  routes: Record<string, RouteBudget>
}
type Weights = Record<string, number>

/** `assets/text-DbEM_ZqR.js` → `text.js`: a name that survives a rebuild (the hash does not). */
const stableName = (file: string) => file.replace(/^assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1')

function weigh(outDir: string, files: string[]): Weights {
  const weights: Weights = {}
  for (const file of files) {
    const gzip = gzipSync(readFileSync(join(outDir, file)), { level: budget.gzipLevel }).byteLength
    const name = stableName(file)
    weights[name] = (weights[name] ?? 0) + gzip
  }
  return weights
}

const total = (weights: Weights) => Object.values(weights).reduce((sum, bytes) => sum + bytes, 0)
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** What grew since the baseline, largest first, as a printable table. */
function growthTable(now: Weights, before: Weights): string {
  const names = [...new Set([...Object.keys(now), ...Object.keys(before)])]
  const rows = names
    .map((name) => ({ name, before: before[name] ?? 0, now: now[name] ?? 0 }))
    .map((row) => ({ ...row, delta: row.now - row.before }))
    .filter((row) => row.delta !== 0)
    .sort((a, b) => b.delta - a.delta)
  const width = Math.max(4, ...rows.map((row) => row.name.length))
  const line = (cells: string[]) =>
    `  ${cells[0]!.padEnd(width)}  ${cells
      .slice(1)
      .map((cell) => cell.padStart(10))
      .join('  ')}`
  return [
    line(['file', 'baseline', 'now', 'change']),
    ...rows.map((row) =>
      line([
        row.name,
        row.before ? kib(row.before) : 'new',
        row.now ? kib(row.now) : 'gone',
        `${row.delta > 0 ? '+' : ''}${kib(row.delta)}`,
      ]),
    ),
    line(['total', kib(total(before)), kib(total(now)), `${kib(total(now) - total(before))}`]),
  ].join('\n')
}

describe('first-load byte budget (production build)', () => {
  let outDir: string
  let manifest: Manifest
  const measured: Record<string, { js: Weights; css: Weights; scripts: string[]; styles: string[] }> = {}

  beforeAll(() => {
    outDir = inject('builds').production
    manifest = readManifest(outDir)
    for (const [name, route] of Object.entries(budget.routes)) {
      const modules = routeModules(ROOT, { name, layout: route.layout })
      const files = firstLoadFiles(manifest, {
        ...modules,
        also: [...(modules.also ?? []), ...(route.alsoLoads ?? [])],
      })
      measured[name] = {
        js: weigh(outDir, files.scripts),
        css: weigh(outDir, files.styles),
        scripts: files.scripts,
        styles: files.styles,
      }
    }
    if (process.env.UPDATE_BUDGET_BASELINE)
      writeFileSync(
        BASELINE_FILE,
        `${JSON.stringify(
          Object.fromEntries(Object.entries(measured).map(([name, { js, css }]) => [name, { js, css }])),
          null,
          2,
        )}\n`,
      )
  })

  const baseline = (): Record<string, { js: Weights; css: Weights }> =>
    JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, { js: Weights; css: Weights }>

  for (const [name, route] of Object.entries(budget.routes)) {
    it(`keeps the JS of ${name} within ${route.jsKiB} KiB and its CSS within ${route.cssKiB} KiB`, () => {
      const { js, css } = measured[name]!
      const before = baseline()[name] ?? { js: {}, css: {} }
      const problems: string[] = []
      if (total(js) > route.jsKiB * 1024)
        problems.push(`JS: ${kib(total(js))} over the ${route.jsKiB} KiB budget\n${growthTable(js, before.js)}`)
      if (total(css) > route.cssKiB * 1024)
        problems.push(`CSS: ${kib(total(css))} over the ${route.cssKiB} KiB budget\n${growthTable(css, before.css)}`)
      expect(problems.join('\n\n'), `${name} first load`).toBe('')
    })

    it(`keeps ${name} to at most ${route.files} JS and CSS files (each a round trip on a phone network)`, () => {
      const { scripts, styles } = measured[name]!
      expect([...scripts, ...styles].length, [...scripts, ...styles].join('\n')).toBeLessThanOrEqual(route.files)
    })
  }

  it('loads no other screen with /login or /dashboards: adding a route cannot grow them', () => {
    const screens = readScreens(ROOT)
    for (const name of Object.keys(budget.routes)) {
      const others = [...screens]
        .filter(([other]) => other !== name)
        .map(([other, screen]) => ({ other, file: manifest[`${screen.module}.tsx`]?.file }))
      const loaded = others.filter(({ file }) => file && measured[name]!.scripts.includes(file))
      expect(
        loaded.map(({ other }) => other),
        `screens loaded with ${name}`,
      ).toEqual([])
    }
  })

  it('gives every screen a chunk of its own, fetched only when its route opens', () => {
    for (const [name, screen] of readScreens(ROOT)) {
      const chunk = manifest[`${screen.module}.tsx`]
      expect(chunk?.isDynamicEntry, `${name}: ${screen.module} is a lazy chunk`).toBe(true)
    }
  })

  it('fetches Tiptap and FullCalendar after the screens that show them, never with one', () => {
    // docs/architecture.md, "A click answers at once": the heading does not wait for them.
    const heavy = [
      'src/components/rich-text/RichTextEditor.tsx',
      'src/components/rich-text/RichTextView.tsx',
      'src/features/calendar/CalendarBoard.tsx',
    ]
    const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen
      seen.add(key)
      for (const dependency of manifest[key]?.imports ?? []) staticClosure(dependency, seen)
      return seen
    }
    for (const module of heavy) expect(manifest[module]?.isDynamicEntry, `${module} is a lazy chunk`).toBe(true)
    for (const [name, screen] of readScreens(ROOT)) {
      const reached = staticClosure(`${screen.module}.tsx`)
      expect(
        heavy.filter((module) => reached.has(module)),
        `${name} loads with it`,
      ).toEqual([])
    }
  })

  it('keeps the identity SDK out of the sign-in screen until someone uses it', () => {
    const sdk = manifest['src/lib/firebaseSdk.ts']
    expect(sdk?.isDynamicEntry).toBe(true)
    expect(measured.login!.scripts).not.toContain(sdk?.file)
  })
})
