// Radix Themes' <Theme> wraps the whole app in Radix's TooltipProvider. Importing it evaluates
// @radix-ui/react-tooltip's top-level scope setup, which pulls Popper and Floating UI (about
// 11 KiB gzipped) into the start-up code of every route, /login included, although no start-up
// screen shows a tooltip (docs/architecture.md, "Performance"). This build step gives <Theme> a
// pass-through provider instead; every tooltip brings its own provider through the kit's
// `Tooltip` (src/components/Tooltip.tsx, the only module allowed to import Radix's Tooltip, by lint).
import type { Plugin } from 'vite'

const THEME_MODULE = /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/
/** `import{Direction as G,Slot as D,Tooltip as w}from"radix-ui"` in the published, minified module. */
const RADIX_IMPORT = /import\{([^}]*)\}from"radix-ui";/
const TOOLTIP_SPECIFIER = /(^|,)Tooltip as ([A-Za-z_$][\w$]*)(?=,|$)/

export function withoutThemeTooltipProvider(source: string): string {
  const statement = RADIX_IMPORT.exec(source)
  const names = statement?.[1]
  const local = names === undefined ? undefined : TOOLTIP_SPECIFIER.exec(names)?.[2]
  // Fails the build if Radix Themes changed: review this step rather than ship the provider again.
  if (!statement || names === undefined || local === undefined) {
    throw new Error('Radix Themes’ theme.js changed: review scripts/vite/radixThemeTooltip.ts')
  }
  const rest = names
    .split(',')
    .filter((part) => part !== `Tooltip as ${local}`)
    .join(',')
  const passThrough = `const ${local}={Provider:(props)=>props.children};`
  return source.replace(statement[0], `import{${rest}}from"radix-ui";${passThrough}`)
}

export function radixThemeTooltip(): Plugin {
  return {
    name: 'conversa:radix-theme-tooltip',
    // Build only: in dev, Vite pre-bundles Radix Themes untouched, and the extra provider is harmless.
    apply: 'build',
    transform(code, id) {
      if (!THEME_MODULE.test(id)) return null
      return { code: withoutThemeTooltipProvider(code), map: null }
    },
  }
}
