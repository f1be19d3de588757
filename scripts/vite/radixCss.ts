// Radix Themes' CSS, cut to what the app uses and shipped with the chunks that use it
// (docs/architecture.md, "Performance"). Nobody imports Radix CSS by hand:
//
// - Each Radix component module gets the rules of the classes it renders (`rt-Button`, …), so a
//   screen that starts using Tabs carries the Tabs CSS in its own chunk.
// - Each app module gets the colour scales its string literals name (`color="red"`, a status→colour
//   map) and the utility classes its Radix layout props produce (`gap="3"`, `p={{ initial: '2', md: '4' }}`,
//   or every value of a prop whose value is not a literal).
// - `virtual:radix-css/base.css` (imported once at start-up) holds the design tokens without any
//   colour scale, and fixes the order of the cascade layers, so that CSS arriving later with a lazy
//   chunk still sorts as in Radix's own `styles.css`: tokens, base (reset, skeleton), components, utilities.
//   App CSS stays unlayered and so wins over all of them, as it did when it came after styles.css.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import postcss, { type ChildNode, type Root } from 'postcss'
import ts from 'typescript'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const RADIX_DIR = dirname(require.resolve('@radix-ui/themes/package.json'))
const COMPONENTS_DIR = join(RADIX_DIR, 'dist/esm/components')

const PREFIX = 'virtual:radix-css/'
const RESOLVED = '\0radix-css/'
const BREAKPOINTS = ['initial', 'xs', 'sm', 'md', 'lg', 'xl'] as const
type Breakpoint = (typeof BREAKPOINTS)[number]
/**
 * A breakpoint's rules get a layer of their own after the rules without one: in Radix's single
 * stylesheet they simply come later, but here a chunk loaded later may bring `rt-r-gtc-1` again
 * after another chunk's `sm:rt-r-gtc-2`, and in one layer the later rule would win at every width.
 */
const layerOf = (layer: 'rt.components' | 'rt.utilities', breakpoint: Breakpoint) =>
  breakpoint === 'initial' ? layer : `${layer}-${breakpoint}`
export const LAYERS = [
  'rt.tokens',
  'rt.base',
  ...BREAKPOINTS.map((breakpoint) => layerOf('rt.components', breakpoint)),
  ...BREAKPOINTS.map((breakpoint) => layerOf('rt.utilities', breakpoint)),
]
/** `md:rt-r-gap-3` → `md`; a class without a prefix is `initial`. */
const breakpointOfClass = (name: string): Breakpoint =>
  (/^(xs|sm|md|lg|xl):/.exec(name)?.[1] as Breakpoint | undefined) ?? 'initial'
/** Each class's CSS in the layer of its breakpoint. */
const inBreakpointLayers = (layer: 'rt.components' | 'rt.utilities', classes: [string, string | undefined][]) =>
  BREAKPOINTS.map((breakpoint) =>
    inLayer(
      layerOf(layer, breakpoint),
      classes
        .filter(([name]) => breakpointOfClass(name) === breakpoint)
        .map(([, css]) => css ?? '')
        .join('\n'),
    ),
  ).join('')
/**
 * Component rules Radix loads before every component (styles.css imports them first). The reset
 * is in nearly every control, so it ships with the base; Skeleton rides with its module.
 */
const BASE_OWNERS = new Set(['rt-reset', 'rt-Skeleton'])
const IN_BASE = new Set(['rt-reset'])

interface UtilityDef {
  className: string
  values: readonly string[]
  /** A value outside `values` still gets the bare class (and a CSS variable). */
  arbitrary: boolean
  /** How Radix turns a value into the class suffix (`between` → `space-between`). */
  parseValue: (value: string) => string
}

export interface RadixCssIndex {
  /** Tokens without colour scales, the root theme rules, and the cascade layer order. */
  base: string
  /** Component rules by the class that owns them, in Radix's order. */
  owners: Map<string, string>
  /** The owners each Radix component module renders (by file path relative to dist/esm/components). */
  moduleOwners: Map<string, string[]>
  /** Keyframes, by name, and the owners whose rules play them. */
  keyframes: Map<string, string>
  ownerKeyframes: Map<string, string[]>
  /** A colour scale (light, dark, P3) with its accent and gray mappings. */
  colors: Map<string, string>
  /** Utility rules by class (`rt-r-gap-3`, `md:rt-r-gap-3`), and the classes of each utility prefix. */
  utilities: Map<string, string>
  utilityGroups: Map<string, string[]>
  /** JSX prop name → the utility classes it can produce. */
  utilityProps: Map<string, UtilityDef[]>
  /**
   * Component rules for a breakpoint-prefixed class (`md:rt-r-size-2`), kept apart from their
   * component: only a responsive prop value (`size={{ initial: '1', md: '2' }}`) needs them, and
   * they are over half of Radix's component CSS.
   */
  responsive: Map<string, string>
  /** JSX prop name → the component classes a responsive value of it produces. */
  responsiveProps: Map<string, UtilityDef[]>
}

const read = (path: string) => readFileSync(join(RADIX_DIR, path), 'utf8')
const inLayer = (layer: string, css: string) => (css.trim() === '' ? '' : `@layer ${layer} {\n${css}\n}\n`)
const unescapeClass = (selectorClass: string) => selectorClass.replace(/\\(.)/g, '$1')

/** The class a component rule belongs to: the first component class it names, else any rt- class. */
function ownerOf(node: ChildNode): string | null {
  const text = node.toString()
  return (/\.(rt-[A-Z][A-Za-z0-9]*)/.exec(text) ?? /\.(rt-[a-z][A-Za-z0-9-]*)/.exec(text))?.[1] ?? null
}

function filesUnder(dir: string, base = ''): string[] {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const path = base ? `${base}/${entry.name}` : entry.name
    if (entry.isDirectory()) return filesUnder(dir, path)
    return entry.name.endsWith('.js') ? [path] : []
  })
}

function indexComponents(index: RadixCssIndex, root: Root, baseRules: string[]): void {
  let previous: string | null = null
  for (const node of root.nodes) {
    if (node.type === 'atrule' && node.name === 'keyframes') {
      index.keyframes.set(node.params, node.toString())
      continue
    }
    if (node.type === 'atrule' && node.name === 'media' && /\\:rt-r-/.test(node.toString())) {
      node.each((child) => {
        const found = child.type === 'rule' ? /\.((?:xs|sm|md|lg|xl)\\:[\w-]+)/.exec(child.selector) : null
        if (!found?.[1]) return
        const name = unescapeClass(found[1])
        index.responsive.set(
          name,
          `${index.responsive.get(name) ?? ''}@media ${node.params} {\n${child.toString()}\n}\n`,
        )
      })
      continue
    }
    const owner = ownerOf(node)
    if (owner === null) {
      baseRules.push(node.toString())
      continue
    }
    index.owners.set(owner, `${index.owners.get(owner) ?? ''}${node.toString()}\n`)
    previous = owner
  }
  void previous
  for (const file of filesUnder(COMPONENTS_DIR)) {
    const code = readFileSync(join(COMPONENTS_DIR, file), 'utf8')
    const named = new Set(code.match(/rt-[A-Za-z][A-Za-z0-9-]*/g) ?? [])
    const owners = [...index.owners.keys()].filter((owner) => named.has(owner))
    if (owners.length > 0) index.moduleOwners.set(file, owners)
  }
  // A class no module names itself (e.g. a menu's arrow) travels with the class before it in
  // Radix's file, which belongs to the same component.
  const claimed = new Set([...index.moduleOwners.values()].flat())
  let last: string | null = null
  for (const owner of [...index.owners.keys()]) {
    if (!claimed.has(owner) && last !== null) {
      index.owners.set(last, `${index.owners.get(last)}${index.owners.get(owner)}`)
      index.owners.delete(owner)
    } else last = owner
  }
  for (const [owner, css] of index.owners) {
    const played = [...index.keyframes.keys()].filter((name) => new RegExp(`\\b${name}\\b`).test(css))
    if (played.length > 0) index.ownerKeyframes.set(owner, played)
  }
}

const COLOR_MAPPING = /\[data-(?:accent|gray)-color='([a-z]+)'\]/
const ACCENT_GRAY = 'gray-accent'
/** Literals under these keys name things (a preset called "green"), not colours. */
const NAMING_KEYS = new Set(['name', 'id', 'key', 'label', 'value'])
/** A Radix colour variable in a string or a stylesheet: `var(--teal-9)`. */
const COLOR_VARIABLE = /--([a-z]+)-a?\d{1,2}\b/g

/** Colour scales a stylesheet's `var(--<colour>-<step>)` references need (gray comes from the theme). */
export function colorsReferencedIn(text: string, known: ReadonlyMap<string, string>): string[] {
  return [...new Set([...text.matchAll(COLOR_VARIABLE)].map((match) => match[1] ?? ''))].filter(
    (color) => color !== 'gray' && known.has(color),
  )
}

function indexTokens(index: RadixCssIndex): string {
  const base = postcss.parse(read('tokens/base.css'))
  const mappings = new Map<string, string[]>()
  const kept: string[] = []
  for (const node of base.nodes) {
    const color = node.type === 'rule' ? COLOR_MAPPING.exec(node.selector)?.[1] : undefined
    if (color) mappings.set(color, [...(mappings.get(color) ?? []), node.toString()])
    else kept.push(node.toString())
  }
  for (const file of readdirSync(join(RADIX_DIR, 'tokens/colors'))) {
    const color = file.replace(/\.css$/, '')
    index.colors.set(color, [read(`tokens/colors/${file}`), ...(mappings.get(color) ?? [])].join('\n'))
    // `color="gray"` means the theme's gray (slate here, mapped by the theme's own gray colour):
    // it needs the accent mapping, not the neutral gray scale.
    if (color === 'gray') index.colors.set(ACCENT_GRAY, (mappings.get(color) ?? []).join('\n'))
  }
  return kept.join('\n')
}

function indexUtilities(index: RadixCssIndex): void {
  const root = postcss.parse(read('utilities.css'))
  const add = (node: ChildNode, wrap: (css: string) => string) => {
    if (node.type !== 'rule') return
    const found = /^\.((?:\\.|[^\s.:,>+~[(\\])+)/.exec(node.selector.trim())
    if (!found?.[1]) return
    const name = unescapeClass(found[1])
    index.utilities.set(name, `${index.utilities.get(name) ?? ''}${wrap(node.toString())}\n`)
  }
  for (const node of root.nodes) {
    if (node.type === 'atrule' && node.name === 'media')
      node.each((child) => add(child, (css) => `@media ${node.params} {\n${css}\n}`))
    else add(node, (css) => css)
  }
}

/** `md:-rt-r-m-2` → `rt-r-m-2`: the class without its breakpoint and sign. */
const bareClass = (name: string) => name.replace(/^\w+:/, '').replace(/^-/, '')

async function indexUtilityProps(index: RadixCssIndex): Promise<void> {
  const props = (await import('@radix-ui/themes/props')) as Record<string, unknown>
  const groupOf = (className: string) => {
    if (!index.utilityGroups.has(className)) {
      const members = [...index.utilities.keys()].filter((name) => {
        const bare = bareClass(name)
        return bare === className || bare.startsWith(`${className}-`)
      })
      if (members.length > 0) index.utilityGroups.set(className, members)
    }
    return index.utilityGroups.get(className)
  }
  for (const [exportName, defs] of Object.entries(props)) {
    if (!exportName.endsWith('PropDefs') && !exportName.endsWith('PropDef')) continue
    for (const [prop, def] of Object.entries(defs as Record<string, Record<string, unknown>>)) {
      const className = def?.className
      if (typeof className !== 'string') continue
      const entry: UtilityDef = {
        className,
        values: Array.isArray(def.values) ? (def.values as string[]) : [],
        arbitrary: typeof def.type === 'string' && def.type.includes('string'),
        parseValue:
          typeof def.parseValue === 'function' ? (def.parseValue as (value: string) => string) : (value) => value,
      }
      const target = groupOf(className)
        ? index.utilityProps
        : [...index.responsive.keys()].some((name) => name.split(':')[1]?.startsWith(`${className}-`))
          ? index.responsiveProps
          : null
      // Several definitions may share a prop and class (Inset's `p` and the padding props): each counts.
      if (target) target.set(prop, [...(target.get(prop) ?? []), entry])
    }
  }
}

export async function buildRadixCssIndex(): Promise<RadixCssIndex> {
  const index: RadixCssIndex = {
    base: '',
    owners: new Map(),
    moduleOwners: new Map(),
    keyframes: new Map(),
    ownerKeyframes: new Map(),
    colors: new Map(),
    utilities: new Map(),
    utilityGroups: new Map(),
    utilityProps: new Map(),
    responsive: new Map(),
    responsiveProps: new Map(),
  }
  const rootRules: string[] = []
  indexComponents(index, postcss.parse(read('components.css')), rootRules)
  const tokens = indexTokens(index)
  indexUtilities(index)
  await indexUtilityProps(index)
  // @font-face may not sit in a layer block everywhere; the rest of the tokens does.
  const fonts = tokens.match(/@font-face\s*{[^}]*}/g) ?? []
  index.base = [
    `@layer ${LAYERS.join(', ')};`,
    ...fonts,
    inLayer('rt.tokens', tokens.replace(/@font-face\s*{[^}]*}/g, '')),
    inLayer('rt.base', [...rootRules, ...[...IN_BASE].map((owner) => index.owners.get(owner) ?? '')].join('\n')),
  ].join('\n')
  return index
}

/** The whole of Radix's CSS in the same layers, for the dev server (it pre-bundles Radix, so no per-module CSS). */
export function everything(index: RadixCssIndex): string {
  return [
    index.base,
    inLayer('rt.tokens', [...index.colors.values()].join('\n')),
    inLayer('rt.base', [...BASE_OWNERS].map((owner) => index.owners.get(owner) ?? '').join('\n')),
    inLayer(
      'rt.components',
      [
        ...index.keyframes.values(),
        ...[...index.owners].filter(([owner]) => !BASE_OWNERS.has(owner)).map(([, css]) => css),
      ].join('\n'),
    ),
    inBreakpointLayers('rt.components', [...index.responsive]),
    inBreakpointLayers('rt.utilities', [...index.utilities]),
  ].join('\n')
}

/** The values a prop's expression can take, by breakpoint; null when the source does not say. */
function valuesOf(expression: ts.Expression | undefined, file: ts.SourceFile): Map<string, string[]> | null {
  if (!expression) return null
  const merge = (...maps: (Map<string, string[]> | null)[]) => {
    if (maps.some((map) => map === null)) return null
    const merged = new Map<string, string[]>()
    for (const map of maps as Map<string, string[]>[])
      for (const [breakpoint, values] of map) merged.set(breakpoint, [...(merged.get(breakpoint) ?? []), ...values])
    return merged
  }
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return new Map([['initial', [expression.text]]])
  if (ts.isParenthesizedExpression(expression)) return valuesOf(expression.expression, file)
  if (ts.isConditionalExpression(expression))
    return merge(valuesOf(expression.whenTrue, file), valuesOf(expression.whenFalse, file))
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return valuesOf(expression.right, file)
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)
  )
    return merge(valuesOf(expression.left, file), valuesOf(expression.right, file))
  if (
    expression.kind === ts.SyntaxKind.UndefinedKeyword ||
    (ts.isIdentifier(expression) && expression.text === 'undefined')
  )
    return new Map()
  if (ts.isObjectLiteralExpression(expression)) {
    const parts = expression.properties.map((property) => {
      if (!ts.isPropertyAssignment(property)) return null
      const breakpoint = property.name.getText(file).replace(/['"]/g, '')
      if (!(BREAKPOINTS as readonly string[]).includes(breakpoint)) return null
      const inner = valuesOf(property.initializer, file)
      return inner && new Map([[breakpoint, inner.get('initial') ?? []]])
    })
    return merge(...parts)
  }
  return null
}

/** The class a prop value gives, as Radix's extractProps names it (`rt-r-gap-3`, `-rt-r-m-2`, `rt-r-w`). */
function classFor(def: UtilityDef, value: string): string | null {
  if (def.values.includes(value)) {
    const parsed = def.parseValue(value)
    const negative = parsed.startsWith('-')
    return `${negative ? '-' : ''}${def.className}-${negative ? parsed.slice(1) : parsed}`
  }
  return def.arbitrary ? def.className : null
}

/** The colour names, utility classes and responsive component classes one app module uses, read from its source. */
export function usageOf(
  source: string,
  fileName: string,
  index: RadixCssIndex,
): { colors: string[]; utilities: string[]; responsive: string[] } {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind)
  const colors = new Set<string>()
  const utilities = new Set<string>()
  const responsive = new Set<string>()
  const literal = (node: ts.Node): string | null =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null
  const namesSomething = (node: ts.Node) =>
    ts.isPropertyAssignment(node.parent) &&
    node.parent.initializer === node &&
    NAMING_KEYS.has(node.parent.name.getText(file).replace(/['"]/g, ''))
  const inGrayColorAttribute = (node: ts.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (ts.isJsxAttribute(parent)) return parent.name.getText(file) === 'grayColor'
    return false
  }
  const prefixed = (breakpoint: string, name: string) => (breakpoint === 'initial' ? name : `${breakpoint}:${name}`)

  const visit = (node: ts.Node) => {
    const text = literal(node) ?? (ts.isTemplateExpression(node) ? node.getText(file) : null)
    if (text !== null && !namesSomething(node)) {
      if (index.colors.has(text)) colors.add(text === 'gray' && !inGrayColorAttribute(node) ? ACCENT_GRAY : text)
      colorsReferencedIn(text, index.colors).forEach((color) => colors.add(color))
    }
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
      const initializer = node.initializer
      const expression = initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer
      const values = valuesOf(expression, file)
      for (const def of index.utilityProps.get(node.name.text) ?? []) {
        // A value the source does not spell out may be any of them, at any breakpoint.
        if (values === null) (index.utilityGroups.get(def.className) ?? []).forEach((name) => utilities.add(name))
        else
          for (const [breakpoint, list] of values)
            for (const value of list) {
              const name = classFor(def, value)
              if (name) utilities.add(prefixed(breakpoint, name))
            }
      }
      // A component's breakpoint variants ship for responsive values written in the JSX. One the
      // source does not spell out is taken for a plain value: taking it for any value at any
      // breakpoint would ship every component's variants for every `size={…}` (Icon's too).
      for (const def of values === null ? [] : (index.responsiveProps.get(node.name.text) ?? []))
        for (const [breakpoint, list] of values ?? [])
          for (const value of list) {
            const name = classFor(def, value)
            if (name && breakpoint !== 'initial') responsive.add(prefixed(breakpoint, name))
          }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return {
    colors: [...colors].sort(),
    utilities: [...utilities].filter((name) => index.utilities.has(name)).sort(),
    responsive: [...responsive].filter((name) => index.responsive.has(name)).sort(),
  }
}

/** What one module brings: colour scales, keyframes, component rules, utility classes. */
export interface CssNeeds {
  colors: string[]
  keyframes: string[]
  owners: string[]
  utilities: string[]
  responsive: string[]
}

function componentNeeds(index: RadixCssIndex, file: string): CssNeeds {
  const owners = (index.moduleOwners.get(file) ?? []).filter((owner) => !IN_BASE.has(owner))
  const keyframes = [...new Set(owners.flatMap((owner) => index.ownerKeyframes.get(owner) ?? []))]
  return { colors: [], keyframes, owners, utilities: [], responsive: [] }
}

/** The CSS for a module's needs, each part in its cascade layer, in Radix's own order. */
export function cssFor(index: RadixCssIndex, needs: CssNeeds): string {
  const ordered = <T>(all: Iterable<T>, wanted: string[], key: (item: T) => string) =>
    [...all].filter((item) => wanted.includes(key(item)))
  const owners = ordered(index.owners.keys(), needs.owners, (owner) => owner)
  return [
    inLayer('rt.tokens', needs.colors.map((color) => index.colors.get(color) ?? '').join('\n')),
    inLayer(
      'rt.base',
      owners
        .filter((owner) => BASE_OWNERS.has(owner))
        .map((owner) => index.owners.get(owner))
        .join('\n'),
    ),
    inLayer(
      'rt.components',
      [
        ...needs.keyframes.map((name) => index.keyframes.get(name) ?? ''),
        ...owners.filter((owner) => !BASE_OWNERS.has(owner)).map((owner) => index.owners.get(owner)),
      ].join('\n'),
    ),
    inBreakpointLayers(
      'rt.components',
      ordered(index.responsive.keys(), needs.responsive, (name) => name).map((name) => [
        name,
        index.responsive.get(name),
      ]),
    ),
    inBreakpointLayers(
      'rt.utilities',
      ordered(index.utilities.keys(), needs.utilities, (name) => name).map((name) => [name, index.utilities.get(name)]),
    ),
  ].join('')
}

const isEmpty = (needs: CssNeeds) => Object.values(needs).every((list: string[]) => list.length === 0)

/**
 * Removes the Radix declarations a stylesheet repeats: several modules of one chunk may ask for
 * the same utility class or component rules. Works on declarations because the minifier merges
 * rules that share a selector; only Radix's layers are touched. The result depends on the sheet
 * alone, so its content hash still names it (a cross-sheet dedupe would not be cache-safe).
 */
export function dedupeStylesheet(css: string): string | null {
  const chainOf = (node: postcss.Node): string | null => {
    const chain: string[] = []
    for (
      let parent = node.parent as postcss.Node | undefined;
      parent && parent.type !== 'root';
      parent = parent.parent
    ) {
      if (parent.type === 'rule') chain.unshift((parent as postcss.Rule).selector)
      if (parent.type === 'atrule')
        chain.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`)
    }
    return chain.some((link) => /^@layer rt\./.test(link)) ? chain.join('|') : null
  }
  const root = postcss.parse(css)
  const seen = new Set<string>()
  const doomed: postcss.Node[] = []
  root.walk((node) => {
    let key: string | null = null
    if (node.type === 'decl') {
      const chain = chainOf(node)
      if (chain !== null) key = `${chain}|${node.prop}:${node.value}${node.important ? '!' : ''}`
    } else if (node.type === 'atrule' && node.name.endsWith('keyframes')) {
      const chain = chainOf(node)
      if (chain !== null) key = `${chain}|${node.toString()}`
    }
    if (key !== null) {
      if (seen.has(key)) doomed.push(node)
      else seen.add(key)
    }
    return node.type === 'atrule' && node.name.endsWith('keyframes') ? false : undefined
  })
  if (doomed.length === 0) return null
  doomed.forEach((node) => node.remove())
  // Rules and blocks the removals emptied go too (innermost first).
  let emptied = true
  while (emptied) {
    emptied = false
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}

export function radixCss(): Plugin {
  let index: Promise<RadixCssIndex> | null = null
  const ready = () => (index ??= buildRadixCssIndex())
  let dev = false
  let root = ''
  /** Each importing module's needs under a key of their own: one stylesheet module per importer, so it stays in the importer's chunk. */
  const needsByKey = new Map<string, CssNeeds>()
  const importsFor = (importer: string, { colors, ...own }: CssNeeds) => {
    const ids = colors.map((color) => `color/${color}`)
    if (!isEmpty({ colors: [], ...own })) {
      // Keyed by the importer too: two modules with the same needs must not share a stylesheet
      // module (a shared module would become a chunk, and a request, of its own).
      const key = createHash('sha256').update(importer).update(JSON.stringify(own)).digest('base64url').slice(0, 12)
      needsByKey.set(key, { colors: [], ...own })
      ids.push(`module/${key}`)
    }
    return ids.map((id) => `\nimport ${JSON.stringify(`${PREFIX}${id}.css`)};`).join('')
  }
  return {
    name: 'conversa:radix-css',
    enforce: 'pre',
    configResolved(config) {
      dev = config.command === 'serve'
      root = config.root
    },
    // The layer order must be stated before any sheet uses a layer, and Vite links the entry's
    // dependencies' sheets before its own: the page states it first thing in <head>.
    transformIndexHtml: () => [{ tag: 'style', children: `@layer ${LAYERS.join(', ')};`, injectTo: 'head-prepend' }],
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const key = id.slice(RESOLVED.length).replace(/\.css$/, '')
      const radix = await ready()
      // The dev server pre-bundles Radix (no per-module hook): its base holds all of Radix's CSS.
      if (key === 'base') return dev ? everything(radix) : radix.base
      // A colour scale is shared by whoever names it: one module, one stylesheet per colour.
      if (key.startsWith('color/')) return inLayer('rt.tokens', radix.colors.get(key.slice('color/'.length)) ?? '')
      const needs = needsByKey.get(key.replace(/^module\//, ''))
      if (!needs) this.error(`Unknown Radix CSS module ${id}`)
      return cssFor(radix, needs)
    },
    async transform(code, id) {
      if (dev) return null
      const path = id.split('?')[0] ?? id
      const radix = await ready()
      const component = path.startsWith(`${COMPONENTS_DIR}/`) ? path.slice(COMPONENTS_DIR.length + 1) : null
      let needs: CssNeeds | null = null
      if (component) needs = componentNeeds(radix, component)
      else if (/\/src\/.*\.tsx?$/.test(path) && !path.includes('/node_modules/'))
        needs = { ...usageOf(code, path, radix), keyframes: [], owners: [] }
      else if (/\/src\/.*\.css$/.test(path)) {
        // The app's own stylesheets: the colour scales their variables name come along.
        const colors = colorsReferencedIn(code, radix.colors)
        if (colors.length === 0) return null
        return {
          code: `${code}\n${inLayer('rt.tokens', colors.map((color) => radix.colors.get(color)).join('\n'))}`,
          map: null,
        }
      }
      if (!needs || isEmpty(needs)) return null
      return { code: `${code}${importsFor(relative(root, path), needs)}`, map: null }
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue
        const deduped = dedupeStylesheet(String(output.source))
        if (deduped !== null) output.source = deduped
      }
    },
  }
}
