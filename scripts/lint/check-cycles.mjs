// Fails on any import cycle in src/ (part of `npm run lint` and `npm test`). Imports are read with
// TypeScript's own parser and resolved with the project's tsconfig (the `@/` alias included).
// Type-only imports are left out: they vanish from the build and cannot form a runtime cycle.
// Dynamic imports count: a lazy screen that imports its own loader is still a cycle.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import ts from 'typescript'

const configPath = ts.findConfigFile('.', ts.sys.fileExists, 'tsconfig.json')
const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, '.')
const files = parsed.fileNames
  .map((file) => resolve(file))
  .filter((file) => /\/src\/.*\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
const host = ts.createCompilerHost(parsed.options)

/** The runtime imports of one file: static value imports, re-exports and dynamic import(). */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .map((specifier) => ts.resolveModuleName(specifier, file, parsed.options, host).resolvedModule)
    .filter((resolved) => resolved && !resolved.isExternalLibraryImport && /\/src\//.test(resolved.resolvedFileName))
    .map((resolved) => resolve(resolved.resolvedFileName))
}

const graph = new Map(files.map((file) => [file, runtimeImports(file)]))

// Tarjan's strongly connected components: every component with more than one file is a cycle.
let index = 0
const stack = []
const state = new Map()
const cycles = []
function connect(file) {
  const entry = { index, low: index, onStack: true }
  state.set(file, entry)
  index++
  stack.push(file)
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue
    const seen = state.get(next)
    if (!seen) {
      connect(next)
      entry.low = Math.min(entry.low, state.get(next).low)
    } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index)
  }
  if (entry.low === entry.index) {
    const component = []
    let member
    do {
      member = stack.pop()
      state.get(member).onStack = false
      component.push(member)
    } while (member !== file)
    const selfImport = component.length === 1 && (graph.get(file) ?? []).includes(file)
    if (component.length > 1 || selfImport) cycles.push(component)
  }
}
for (const file of graph.keys()) if (!state.has(file)) connect(file)

if (cycles.length > 0) {
  console.error(
    `Import cycles in src/ (${cycles.length}): break each one, e.g. by moving what both sides need to a lower layer.`,
  )
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((file) => relative('.', file))
        .sort()
        .join('\n  ↔ ')}\n`,
    )
  process.exit(1)
}
console.log(`No import cycle among ${graph.size} files in src/.`)
