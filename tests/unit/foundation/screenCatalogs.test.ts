import { describe, expect, it } from 'vitest'
import { readScreens } from '../../../scripts/lib/firstLoad.mjs'
import { screens as productScreens, type ScreenEntry } from '@/screens'
import { templateScreens } from '@/screens/templateScreens'

const screens = { ...productScreens, ...templateScreens }

describe('screens and their catalogs', () => {
  it('names, for every screen, the feature folder its module lives in (whose catalog loads with it)', () => {
    const parsed = readScreens(process.cwd())
    expect([...parsed.keys()].sort()).toEqual(Object.keys(screens).sort())
    // A screen is listed once: in the product list or in the template world's.
    expect(Object.keys(productScreens).filter((name) => name in templateScreens)).toEqual([])
    for (const [name, { feature, module, queries }] of parsed) {
      expect(module, `${name}'s screen`).toMatch(new RegExp(`^src/features/${feature}/`))
      const entry: ScreenEntry = screens[name as keyof typeof screens]
      expect(entry.feature).toBe(feature)
      // The first-load count (budget, bench) reads from the source whether the query client comes along.
      expect(entry.queries !== false, `${name} reads server data`).toBe(queries)
    }
  })
})
