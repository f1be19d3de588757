// The first loads' shared code in four chunks (docs/architecture.md, "Performance").
//
// Left to automatic splitting, the code the signed-in shell and the dashboard share (the navbar,
// the menus' frame, the kit pieces they draw, Radix's primitives, the runtime's hooks) became some
// forty JS and CSS files, each a request of its own on every signed-in first visit: on a slow phone
// network with six connections, their round trips, not their bytes, held the first screen back.
// What the sign-in screen shares with them was a dozen more small files, in both first loads.
// Every signed-in route loads the shell anyway; the dashboard's few pieces come along (a few KiB).
// A public page other than the ones with goals that uses one of them loads the chunk too.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readLayouts, readScreens } from '../lib/firstLoad.mjs'

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters?: readonly string[]; code: string | null } | null
}

const EXTENSIONS = ['.tsx', '.ts']

function sourceFile(root: string, module: string): string {
  const file = EXTENSIONS.map((extension) => join(root, `${module}${extension}`)).find((path) => existsSync(path))
  if (!file) throw new Error(`signedInChunk: ${module} not found`)
  return file
}

/**
 * Barrels that modules import components from by name. Through a barrel, every importer imports
 * every component (the bundler drops the unused ones later), so a closure over the module graph
 * would say the sign-in screen reaches all of Radix: across these, a module reaches only the
 * modules behind the names it imports.
 */
const BARRELS = [
  {
    specifier: '@radix-ui/themes',
    file: 'node_modules/@radix-ui/themes/dist/esm/index.js',
    exports: 'components/index.js',
  },
  { specifier: 'radix-ui', file: 'node_modules/radix-ui/dist/index.mjs' },
  // Radix Themes' components take their helpers from here (`import{composeRefs as F}from"radix-ui/internal"`).
  { specifier: 'radix-ui/internal', file: 'node_modules/radix-ui/dist/internal.mjs' },
  // TanStack Query's barrel passes on query-core's with `export *`.
  { specifier: '@tanstack/react-query', file: 'node_modules/@tanstack/react-query/build/modern/index.js' },
  { specifier: '@tanstack/query-core', file: 'node_modules/@tanstack/query-core/build/modern/index.js' },
  { specifier: '@tabler/icons-react', file: 'node_modules/@tabler/icons-react/dist/esm/tabler-icons-react.mjs' },
]

interface Barrel {
  specifier: string
  /** Exported name → module id; a name not in it is one of `rest`'s. */
  modules: Map<string, string>
  /** The modules of the barrel's `export * from …`: a name not listed comes from one of them. */
  rest: string[]
}

/**
 * What a barrel's `import … from` and `export { … }` say, minified or not: each exported name's
 * module, for the names that are a re-exported import (`resolve` turns a specifier into its id).
 */
export function barrelModules(code: string, resolve: (specifier: string) => string | undefined): Map<string, string> {
  const sourceOf = new Map<string, string>()
  for (const [, names, specifier] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const part of names!.split(',')) {
      const local = part
        .split(/\s+as\s+/)
        .pop()!
        .trim()
      if (local) sourceOf.set(local, specifier!)
    }
  for (const [, local, specifier] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s*from\s*["']([^"']+)["']/g))
    sourceOf.set(local!, specifier!)
  const modules = new Map<string, string>()
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}/g))
    for (const entry of list!.split(',')) {
      const [local, exported = local] = entry.split(/\s+as\s+/).map((part) => part.trim())
      const specifier = local ? sourceOf.get(local) : undefined
      const id = specifier ? resolve(specifier) : undefined
      if (exported && id) modules.set(exported, id)
    }
  // `export { default as IconInbox } from './icons/IconInbox.mjs'`.
  for (const [, list, specifier] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const id = resolve(specifier!)
    if (id === undefined) continue
    for (const entry of list!.split(',')) {
      const [local, exported = local] = entry.split(/\s+as\s+/).map((part) => part.trim())
      if (exported) modules.set(exported, id)
    }
  }
  return modules
}

function readBarrels(root: string, graph: ModuleGraph): Map<string, Barrel> {
  const barrels = new Map<string, Barrel>()
  for (const { specifier, file, exports } of BARRELS) {
    const id = join(root, file)
    const exportsFile = exports ? join(dirname(id), exports) : id
    const imported = graph.getModuleInfo(id)?.importedIds ?? []
    const resolve = (from: string) =>
      from.startsWith('.')
        ? join(dirname(exportsFile), from)
        : imported.find((candidate) => candidate.includes(`/node_modules/${from}/`))
    const code = readFileSync(exportsFile, 'utf8')
    const rest = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map(([, from]) => resolve(from!))
    // A name not listed in a barrel without `export *` (or one we cannot resolve): all of it.
    barrels.set(id, {
      specifier,
      modules: barrelModules(code, resolve),
      rest: rest.length > 0 && rest.every((module) => module !== undefined) ? (rest as string[]) : [id],
    })
  }
  return barrels
}

/** The names a module imports (or re-exports) from `specifier`; null when it cannot tell. */
export function namesImported(graph: ModuleGraph, id: string, specifier: string): string[] | null {
  // The code as the bundler has it (plugins may have rewritten imports), else the file.
  let code = graph.getModuleInfo(id)?.code ?? null
  if (code === null)
    try {
      code = readFileSync(id.split('?')[0]!, 'utf8')
    } catch {
      return null
    }
  const quoted = specifier.replace(/[/\\-]/g, '\\$&')
  const statements = [
    ...code.matchAll(
      new RegExp(
        // Minified too: `import{Dialog as e}from"radix-ui"`.
        `(?:import|export)\\s*(type\\s+)?(\\{[^}]*\\}|\\*\\s*as\\s+\\w+|\\s\\w+(?:\\s*,\\s*\\{[^}]*\\})?)\\s*from\\s*['"]${quoted}['"]`,
        'g',
      ),
    ),
  ]
  if (statements.length === 0) return null
  const names: string[] = []
  for (const [, typeOnly, clause] of statements) {
    // Types are gone at run time: nothing is reached through them.
    if (typeOnly) continue
    const braces = /^\{([^}]*)\}$/.exec(clause!.trim())
    // A default or namespace import takes the whole barrel.
    if (!braces) return null
    for (const entry of braces[1]!.split(',')) {
      if (/^\s*type\s/.test(entry)) continue
      const name = entry.split(/\s+as\s+/)[0]!.trim()
      if (name) names.push(name)
    }
  }
  return names
}

/** The modules behind a name a barrel exports, following its `export *` into other barrels. */
function modulesNamed(barrels: Map<string, Barrel>, barrel: Barrel, name: string): string[] {
  const module = barrel.modules.get(name)
  if (module !== undefined) return [module]
  return barrel.rest.flatMap((id) => {
    const next = barrels.get(id)
    return next && next !== barrel ? modulesNamed(barrels, next, name) : [id]
  })
}

/**
 * Every module `start` reaches through static imports, itself included; through a barrel, only
 * the modules its importer names (Radix Themes' components import Radix's primitives by name too).
 */
function staticClosure(
  graph: ModuleGraph,
  start: string,
  into: Set<string>,
  barrels: Map<string, Barrel>,
): Set<string> {
  const stack = [start]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (into.has(id)) continue
    into.add(id)
    const imported = graph.getModuleInfo(id)?.importedIds ?? []
    const file = !id.startsWith('\0')
    for (const dependency of imported) {
      const barrel = file ? barrels.get(dependency) : undefined
      const names = barrel ? namesImported(graph, id, barrel.specifier) : null
      if (!barrel || !names) {
        stack.push(dependency)
        continue
      }
      for (const name of names) stack.push(...modulesNamed(barrels, barrel, name))
    }
  }
  return into
}

/**
 * A `codeSplitting` group for the modules the signed-in shell and the dashboard reach statically,
 * but for the entry's and the routes' own, in three chunks, and for the modules only the sign-in
 * screen reaches outside the features, in a fourth (`sign-in`): `first-load`, what the sign-in screen
 * and its layout reach too; `signed-in-public`, what the public landing page reaches too; and
 * `signed-in`, the rest but the features' modules. /login loads `first-load` and `sign-in`, and /login and
 * /dashboards need every module of the chunks they load (tests/build checks their bytes and file
 * counts). The layouts, the screens and what is imported lazily keep chunks of their own. A
 * module's imports are reached from wherever it is, so they are in its chunk, a chunk of an
 * earlier kind, a feature's or the entry: `includeDependenciesRecursively` stays off.
 */
export function signedInGroup(root: string) {
  let chunkOf: Map<string, string> | null = null
  const compute = (graph: ModuleGraph) => {
    const barrels = readBarrels(root, graph)
    const reach = (start: string, into = new Set<string>()) => staticClosure(graph, start, into, barrels)
    const layouts = readLayouts(root)
    const screens = readScreens(root)
    const screen = (name: string) => sourceFile(root, screens.get(name)!.module)
    const layout = (name: string) => sourceFile(root, layouts.get(name)!)
    const entry = reach(sourceFile(root, 'src/main'))
    const signIn = reach(screen(SIGN_IN.screen))
    reach(layout(SIGN_IN.layout), signIn)
    const landing = reach(layout(PUBLIC_LANDING.layout))
    reach(screen(PUBLIC_LANDING.screen), landing)
    const signedIn = reach(layout('default'))
    reach(screen('dashboards'), signedIn)
    // The routes' own modules stay the dynamic entries the router imports (and the manifest names).
    const roots = new Set([
      layout('default'),
      screen('dashboards'),
      layout(PUBLIC_LANDING.layout),
      screen(PUBLIC_LANDING.screen),
    ])
    const features = join(root, 'src/features')
    const chunks = new Map<string, string>()
    for (const id of signedIn) {
      // What the entry holds stays there; a module something imports lazily stays that import's.
      if (entry.has(id) || roots.has(id)) continue
      const lazy = (graph.getModuleInfo(id)?.dynamicImporters?.length ?? 0) > 0
      if (lazy && !SIGNED_IN_ONLY.some((module) => id === sourceFile(root, module))) continue
      if (signIn.has(id)) chunks.set(id, 'first-load')
      else if (!id.startsWith(features)) chunks.set(id, landing.has(id) ? 'signed-in-public' : 'signed-in')
    }
    // What only the sign-in screen reaches (the kit's form, react-hook-form, the identity errors),
    // in one file rather than one per module: its first load's round trips (tests/build).
    for (const id of signIn) {
      if (entry.has(id) || chunks.has(id) || signedIn.has(id) || id.startsWith(features)) continue
      if ((graph.getModuleInfo(id)?.dynamicImporters?.length ?? 0) > 0) continue
      chunks.set(id, 'sign-in')
    }
    return chunks
  }
  return {
    debugName: 'signed-in',
    name: (id: string, graph: ModuleGraph) => {
      chunkOf ??= compute(graph)
      return chunkOf.get(id) ?? null
    },
    includeDependenciesRecursively: false,
  }
}

/**
 * Modules imported lazily that only a signed-in session asks for, and every signed-in first load
 * needs: the navigation guard's rule reader (src/app/navigationGuard.ts). In the `signed-in` chunk
 * they cost /dashboards no request of their own.
 */
const SIGNED_IN_ONLY = ['src/lib/ability']

/** The sign-in screen (its first-load goals), whose first load shares the first chunk. */
const SIGN_IN = { screen: 'login', layout: 'blank' }

/** The public landing page (its first-load goals), whose first load shares the third chunk. */
const PUBLIC_LANDING = { screen: 'front-landing', layout: 'bare' }
