import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildRadixCssIndex,
  cssFor,
  dedupeStylesheet,
  LAYERS,
  usageOf,
  type RadixCssIndex,
} from '../../../scripts/vite/radixCss'

/** How the build decides which of Radix Themes' CSS a module needs (docs/architecture.md, "Performance"). */
describe('Radix CSS per module', () => {
  let index: RadixCssIndex
  beforeAll(async () => {
    index = await buildRadixCssIndex()
  })

  const use = (source: string) => usageOf(source, 'src/features/sample/Sample.tsx', index)

  it('gives every component rule of Radix to the component module that renders its class', () => {
    const owned = new Set([...index.moduleOwners.values()].flat())
    const orphans = [...index.owners.keys()].filter((owner) => !owned.has(owner))
    expect(orphans).toEqual([])
    // A screen that starts using Tabs imports tabs.js, which brings the tab list's rules.
    expect(index.moduleOwners.get('tabs.js')).toEqual(expect.arrayContaining(['rt-TabsContent', 'rt-BaseTabList']))
  })

  it('reads colour scales from literals, colour maps and CSS variables, not from names', () => {
    expect(use(`<Badge color="teal" />`).colors).toEqual(['teal'])
    expect(use(`const TONES: Record<Tone, 'amber' | 'red'> = { warn: 'amber', fail: 'red' }`).colors).toEqual([
      'amber',
      'red',
    ])
    expect(use(`<div style={{ background: 'var(--crimson-9)' }} />`).colors).toEqual(['crimson'])
    expect(use(`const PRESETS = [{ name: 'purple', light: '#6A1B9A' }]`).colors).toEqual([])
    // "gray" is the theme's gray: only its accent mapping, not the neutral scale.
    expect(use(`<Text color="gray" />`).colors).toEqual(['gray-accent'])
  })

  it('reads the utility classes layout props produce, at every breakpoint the source names', () => {
    expect(use(`<Flex gap="3" justify="between" p={{ initial: '2', md: '4' }} />`).utilities).toEqual([
      'md:rt-r-p-4',
      'rt-r-gap-3',
      'rt-r-jc-space-between',
      'rt-r-p-2',
    ])
    expect(use(`<Box mt={compact ? '2' : '4'} maxWidth="420px" />`).utilities).toEqual([
      'rt-r-max-w',
      'rt-r-mt-2',
      'rt-r-mt-4',
    ])
    // A value the source does not spell out may be any of them.
    const every = use(`<Flex gap={spacing} />`).utilities
    expect(every).toEqual(expect.arrayContaining(['rt-r-gap-0', 'rt-r-gap-9', 'md:rt-r-gap-5', 'xl:rt-r-gap-1']))
  })

  it('keeps a component’s breakpoint variants for the modules that give it a responsive value', () => {
    expect(use(`<Button size="2" />`).responsive).toEqual([])
    expect(use(`<Button size={{ initial: '1', md: '3' }} />`).responsive).toEqual(['md:rt-r-size-3'])
  })

  it('puts each breakpoint’s rules in a layer after the rules without one, whatever chunk loads last', () => {
    // A grid of one column on phones and two from `sm`: another chunk loaded later may bring
    // `rt-r-gtc-1` again, and must not take the second column away.
    const usage = use(`<Grid columns={{ initial: '1', sm: '2' }} />`)
    const css = cssFor(index, { keyframes: [], owners: [], ...usage })
    expect(css).toMatch(/@layer rt\.utilities \{[^@]*\.rt-r-gtc-1\s*\{/)
    expect(css).toMatch(/@layer rt\.utilities-sm \{\s*@media[^{]*\{\s*\.sm\\:rt-r-gtc-2\s*\{/)
    expect(LAYERS.indexOf('rt.utilities-sm')).toBeGreaterThan(LAYERS.indexOf('rt.utilities'))
    expect(LAYERS.indexOf('rt.utilities-md')).toBeGreaterThan(LAYERS.indexOf('rt.utilities-sm'))
    expect(LAYERS.indexOf('rt.components-xl')).toBeLessThan(LAYERS.indexOf('rt.utilities'))
  })

  it('drops the declarations a stylesheet repeats, inside Radix’s layers only', () => {
    const css = `@layer rt.tokens{:root{--teal-9:#12a594}}@layer rt.tokens{:root{--teal-9:#12a594;--red-9:#e5484d}}.app{color:red}.app{color:red}`
    expect(dedupeStylesheet(css)).toBe(
      `@layer rt.tokens{:root{--teal-9:#12a594}}@layer rt.tokens{:root{--red-9:#e5484d}}.app{color:red}.app{color:red}`,
    )
  })
})
