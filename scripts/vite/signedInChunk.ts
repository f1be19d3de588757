// The signed-in first load's shared code in one chunk (docs/architecture.md, "Performance").
//
// Left to automatic splitting, the code the signed-in shell and the dashboard share with no public
// page (the navbar, the menus' frame, the kit pieces they draw, the runtime's hooks) became some
// twenty JS and CSS files, each a request of its own on every signed-in first visit: on a slow
// phone network with six connections, their round trips, not their bytes, held the first screen
// back. Every signed-in route loads the shell anyway; the dashboard's few pieces come along (a few
// KiB). A public page other than the two with goals that uses one of them loads the chunk too.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readLayouts, readScreens } from '../lib/firstLoad.mjs'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

const EXTENSIONS = ['.tsx', '.ts']

function sourceFile(root: string, module: string): string {
  const file = EXTENSIONS.map((extension) => join(root, `${module}${extension}`)).find((path) => existsSync(path))
  if (!file) throw new Error(`shellChunk: ${module} not found`)
  return file
}

/** Every module `start` reaches through static imports, itself included. */
function staticClosure(graph: ModuleGraph, start: string, into: Set<string>): Set<string> {
  const stack = [start]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (into.has(id)) continue
    into.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return into
}

/**
 * A `codeSplitting` group: the shared code (the kit, the runtime, libraries) that the signed-in
 * shell and the dashboard reach statically and that the sign-in screen, the public landing page,
 * the other layouts and the entry do not. The layout and the screens keep their own chunks. None
 * of these modules is imported by a module outside the set that the excluded roots reach (it
 * would then be reached from them too), so `includeDependenciesRecursively` stays off: the chunk
 * imports the entry's and the sign-in screen's chunks, never the reverse.
 */
export function signedInGroup(root: string) {
  let captured: Set<string> | null = null
  const compute = (graph: ModuleGraph) => {
    const layouts = readLayouts(root)
    const screens = readScreens(root)
    const screen = (name: string) => sourceFile(root, screens.get(name)!.module)
    const defaultLayout = sourceFile(root, layouts.get('default')!)
    const elsewhere = new Set<string>([defaultLayout, screen('dashboards')])
    staticClosure(graph, sourceFile(root, 'src/main'), elsewhere)
    for (const [name, module] of layouts)
      if (name !== 'default') staticClosure(graph, sourceFile(root, module), elsewhere)
    for (const name of PUBLIC_FIRST_LOADS) staticClosure(graph, screen(name), elsewhere)
    const signedIn = staticClosure(graph, defaultLayout, new Set())
    staticClosure(graph, screen('dashboards'), signedIn)
    const features = join(root, 'src/features')
    return new Set([...signedIn].filter((id) => !elsewhere.has(id) && !id.startsWith(features)))
  }
  return {
    debugName: 'signed-in',
    name: (id: string, graph: ModuleGraph) => {
      captured ??= compute(graph)
      return captured.has(id) ? 'signed-in' : null
    },
    includeDependenciesRecursively: false,
  }
}

/** The public first loads with goals of their own (issues #11 and #17): they must not load the group. */
const PUBLIC_FIRST_LOADS = ['login', 'front-landing']
