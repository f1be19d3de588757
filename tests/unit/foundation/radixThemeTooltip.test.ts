import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { withoutThemeTooltipProvider } from '../../../scripts/vite/radixThemeTooltip'

const require = createRequire(import.meta.url)
const themeModule = () =>
  readFileSync(
    require.resolve('@radix-ui/themes').replace(/dist\/cjs\/index\.js$/, 'dist/esm/components/theme.js'),
    'utf8',
  )

/** The build step that keeps Floating UI out of every route's start-up code (docs/architecture.md, "Performance"). */
describe("<Theme> without Radix's tooltip provider", () => {
  it('drops the Tooltip import from the published theme module and keeps its other imports', () => {
    const source = themeModule()
    expect(source).toMatch(/Tooltip as \w+/)
    const rewritten = withoutThemeTooltipProvider(source)
    expect(rewritten).not.toMatch(/Tooltip as \w+/)
    expect(rewritten).toMatch(/import\{[^}]*Direction as \w+[^}]*\}from"radix-ui"/)
    expect(rewritten).toContain('Provider:(props)=>props.children')
  })

  it('puts a provider that only renders its children in place of the import', () => {
    const rewritten = withoutThemeTooltipProvider('import{Direction as G,Tooltip as w}from"radix-ui";w.Provider')
    expect(rewritten).toBe('import{Direction as G}from"radix-ui";const w={Provider:(props)=>props.children};w.Provider')
  })

  it('stops the build when Radix Themes no longer imports its tooltip that way', () => {
    expect(() => withoutThemeTooltipProvider('import{Direction as G}from"radix-ui";')).toThrow(/theme\.js changed/)
  })
})
