import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { baseName, copyName } from '@/domain/automations/copyName'
import { characterCount, NAME_MAX_CHARS } from '@/domain/automations/validation'

describe('names of duplicated automations', () => {
  it('numbers copies (2), (3), (4) instead of repeating "(2)"', () => {
    const names = ['Promo']
    for (let copy = 0; copy < 3; copy += 1) names.push(copyName('Promo', names))
    expect(names).toEqual(['Promo', 'Promo (2)', 'Promo (3)', 'Promo (4)'])
  })

  it('copies a copy under the original base name, and fills a gap left by a deleted copy', () => {
    expect(copyName('Promo (2)', ['Promo', 'Promo (2)'])).toBe('Promo (3)')
    expect(copyName('Promo', ['Promo', 'Promo (3)'])).toBe('Promo (2)')
    expect(copyName('promo', ['PROMO (2) '])).toBe('promo (3)')
    expect(baseName('Summer (sale)')).toBe('Summer (sale)')
  })

  it('stays within the name limit', () => {
    const long = 'é'.repeat(NAME_MAX_CHARS)
    const copy = copyName(long, [long])
    expect(characterCount(copy)).toBe(NAME_MAX_CHARS)
    expect(copy.endsWith(' (2)')).toBe(true)
  })

  it('always gives a name no automation has, within the limit, for any existing names', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 90 }).filter((name) => name.trim() !== ''),
        fc.array(fc.string({ maxLength: 90 }), { maxLength: 20 }),
        fc.nat({ max: 12 }),
        (original, others, copies) => {
          const names = [original, ...others]
          for (let index = 0; index <= copies; index += 1) {
            const copy = copyName(original, names)
            expect(names.map((name) => name.trim().toLowerCase())).not.toContain(copy.trim().toLowerCase())
            expect(characterCount(copy)).toBeLessThanOrEqual(NAME_MAX_CHARS)
            names.push(copy)
          }
        },
      ),
    )
  })
})
