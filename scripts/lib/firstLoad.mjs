// What a route needs on a first visit, read from the build's manifest (dist/.vite/manifest.json):
// the entry with everything it imports statically, then the route's screen, its layout and its
// catalogs (what src/app/routeModules.ts loads side by side), each with its static imports. Used
// by the byte budget (tests/build), the pre-rendering (scripts/vite/prerender.ts) and the bench.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The screen module and feature of each route, parsed from src/screens/index.ts, whose entries all
 * read `name: screen('feature', () => import('@/…'))` (the type insists on the shape).
 */
export function readScreens(root) {
  // Product screens and the template world's, listed in a chunk of their own (src/screens/index.ts).
  const text = ['src/screens/index.ts', 'src/screens/templateScreens.ts']
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n')
  const screens = new Map()
  // `name: screen('feature', () => import('@/…')` and, after it, optional extra catalogs.
  const entry = /^\s*'?([\w-]+)'?:\s*screen\(\s*'([\w-]+)',\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/gm
  const found = [...text.matchAll(entry)]
  found.forEach((match, index) => {
    const [, name, feature, module] = match
    // `{ queries: false }` before the next entry: the screen opens without the query client.
    const options = text.slice(match.index + match[0].length, found[index + 1]?.index ?? text.length)
    screens.set(name, { feature, module: `src/${module}`, queries: !/queries:\s*false/.test(options) })
  })
  if (screens.size === 0)
    throw new Error('src/screens/index.ts: no `name: screen(feature, () => import(…))` entries found')
  return screens
}

/** The module of each layout, parsed from src/app/layouts/index.ts (`name: () => import('./File')…`). */
export function readLayouts(root) {
  const text = readFileSync(join(root, 'src/app/layouts/index.ts'), 'utf8')
  const layouts = new Map()
  for (const [, name, file] of text.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('\.\/(\w+)'\)/gm))
    layouts.set(name, `src/app/layouts/${file}`)
  if (layouts.size === 0) throw new Error('src/app/layouts/index.ts: no `name: () => import(…)` entries found')
  return layouts
}

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
}

/** The manifest key of a source module written without its extension. */
function keyOf(manifest, module) {
  const key = ['', '.tsx', '.ts', '.jsx', '.js'].map((extension) => `${module}${extension}`).find((k) => k in manifest)
  if (!key) throw new Error(`${module} is not in the build's manifest`)
  return key
}

/**
 * The JS and CSS files a browser needs to show a route: `{ scripts, styles, roots }`, each file
 * once, the entry's first. `route` is `{ screen, layout, catalogs, also? }`, source modules as
 * written in src/screens and layouts/index.ts (`src/features/auth/LoginScreen`), catalogs as .po
 * paths, `also` any other module the route fetches at start-up.
 */
export function firstLoadFiles(manifest, route) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('the manifest has no entry')
  const scripts = []
  const styles = []
  // Styles in the order Vite links them: a chunk's imports' before its own (Radix's base rules
  // before the components that build on them).
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || scripts.includes(chunk.file)) return
    scripts.push(chunk.file)
    for (const dependency of chunk.imports ?? []) visit(dependency)
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css)
  }
  visit(entryKey)
  // A feature without any message has no catalog file.
  const catalogs = route.catalogs.filter((catalog) => catalog in manifest)
  const roots = [
    keyOf(manifest, route.screen),
    keyOf(manifest, route.layout),
    ...catalogs,
    ...(route.also ?? []).map((module) => keyOf(manifest, module)),
  ]
  roots.forEach(visit)
  return { scripts, styles, roots }
}

/** What `firstLoadFiles` needs for a route, from src/screens, layouts/index.ts and the language. */
export function routeModules(root, { name, layout, locale = 'en' }) {
  const screen = readScreens(root).get(name)
  if (!screen) throw new Error(`src/screens/index.ts has no screen for the route ${name}`)
  const layoutModule = readLayouts(root).get(layout)
  if (!layoutModule) throw new Error(`src/app/layouts/index.ts has no layout ${layout}`)
  return {
    screen: screen.module,
    layout: layoutModule,
    catalogs: [
      `src/locales/${locale}/app.po`,
      `src/locales/${locale}/${screen.feature}.po`,
      // The signed-in shell's own catalog comes with its layout (src/app/routeModules.ts).
      ...(layout === 'default' ? [`src/locales/${locale}/shell.po`] : []),
    ],
    // The query client comes with every screen that reads server data (src/runtime/queryClientLoader.ts).
    also: screen.queries ? ['src/runtime/query'] : [],
  }
}
