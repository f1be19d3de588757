import { describe, expect, it } from 'vitest'
import { barrelModules, namesImported } from '../../scripts/vite/signedInChunk'

/** A module graph of one module whose code is `code`. */
const graphOf = (code: string) => ({ getModuleInfo: () => ({ importedIds: [], code }) })

describe("the signed-in chunks' reading of barrels (scripts/vite/signedInChunk.ts)", () => {
  it("maps each name a minified barrel exports to its file (Radix Themes' components)", () => {
    const code =
      'import{Badge as f}from"./badge.js";import*as t from"./alert-dialog.js";import{ChevronDownIcon as N,ThickCheckIcon as j}from"./icons.js";export{t as AlertDialog,f as Badge,N as ChevronDownIcon};'
    const modules = barrelModules(code, (specifier) => `/components/${specifier.slice(2)}`)
    expect(Object.fromEntries(modules)).toEqual({
      AlertDialog: '/components/alert-dialog.js',
      Badge: '/components/badge.js',
      ChevronDownIcon: '/components/icons.js',
    })
  })

  it('maps the namespaces and helpers of an unminified one (radix-ui), leaving out a name it builds itself', () => {
    const code = [
      'import { Primitive as BasePrimitive } from "@radix-ui/react-primitive";',
      'import * as Dialog from "@radix-ui/react-dialog";',
      'import { composeRefs } from "@radix-ui/react-compose-refs";',
      'var Primitive = BasePrimitive;',
      'export {\n  Dialog,\n  Primitive,\n  composeRefs\n};',
    ].join('\n')
    const modules = barrelModules(code, (specifier) => `/node_modules/${specifier}/index.mjs`)
    expect(Object.fromEntries(modules)).toEqual({
      Dialog: '/node_modules/@radix-ui/react-dialog/index.mjs',
      composeRefs: '/node_modules/@radix-ui/react-compose-refs/index.mjs',
    })
  })

  it("maps the names a barrel re-exports straight from their files (Tabler's icons), aliases too", () => {
    const code = [
      "import * as index from './icons/index.mjs';",
      'export { index as icons };',
      "export { default as Icon123, default as IconNumber123 } from './icons/IconNumber123.mjs';",
      "export { default as IconInbox } from './icons/IconInbox.mjs';",
    ].join('\n')
    const modules = barrelModules(code, (specifier) => `/esm/${specifier.slice(2)}`)
    expect(Object.fromEntries(modules)).toEqual({
      icons: '/esm/icons/index.mjs',
      Icon123: '/esm/icons/IconNumber123.mjs',
      IconNumber123: '/esm/icons/IconNumber123.mjs',
      IconInbox: '/esm/icons/IconInbox.mjs',
    })
  })

  it('reads the names a module imports from a barrel, minified or not, types left out', () => {
    const app = [
      "import { useLingui } from '@lingui/react/macro'",
      "import { Box, Button as RadixButton,\n  Card, type ThemeProps } from '@radix-ui/themes'",
      "import type { FlexProps } from '@radix-ui/themes'",
      "export { Badge } from '@radix-ui/themes'",
    ].join('\n')
    expect(namesImported(graphOf(app), '/src/a.tsx', '@radix-ui/themes')).toEqual(['Box', 'Button', 'Card', 'Badge'])
    const minified = 'import{Dialog as e,Direction as t}from"radix-ui";import{composeRefs as F}from"radix-ui/internal";'
    expect(namesImported(graphOf(minified), '/x.js', 'radix-ui')).toEqual(['Dialog', 'Direction'])
    expect(namesImported(graphOf(minified), '/x.js', 'radix-ui/internal')).toEqual(['composeRefs'])
  })

  it('cannot tell for a namespace or default import: the importer then takes the whole barrel', () => {
    expect(
      namesImported(graphOf("import * as Themes from '@radix-ui/themes'"), '/a.tsx', '@radix-ui/themes'),
    ).toBeNull()
    expect(namesImported(graphOf("import Themes from '@radix-ui/themes'"), '/a.tsx', '@radix-ui/themes')).toBeNull()
  })
})
