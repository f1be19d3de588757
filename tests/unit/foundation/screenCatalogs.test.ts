import { describe, expect, it } from 'vitest'
import { readScreens } from '../../../scripts/lib/firstLoad.mjs'
import { screens as productScreens } from '@/screens'
import { templateScreens } from '@/screens/templateScreens'

const screens = { ...productScreens, ...templateScreens }

describe('screens and their catalogs', () => {
  it('names, for every screen, the feature folder its module lives in (whose catalog loads with it)', () => {
    const parsed = readScreens(process.cwd())
    expect([...parsed.keys()].sort()).toEqual(Object.keys(screens).sort())
    // A screen is listed once: in the product list or in the template world's.
    expect(Object.keys(productScreens).filter((name) => name in templateScreens)).toEqual([])
    for (const [name, { feature, module }] of parsed) {
      expect(module, `${name}'s screen`).toMatch(new RegExp(`^src/features/${feature}/`))
      expect(screens[name as keyof typeof screens].feature).toBe(feature)
    }
  })
})
