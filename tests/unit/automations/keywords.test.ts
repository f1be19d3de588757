import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { AutomationIndex } from '@/server/automations/automationIndex'
import { describeEvent } from '@/server/automations/eventContext'
import { matchesKeywords, tokenize } from '@/domain/automations/keywords'
import type { KeywordRule } from '@/domain/automations/model'
import { automation, dm } from './fixtures'

const contains = (...keywords: string[]): KeywordRule => ({ keywords, mode: 'contains' })
const exact = (...keywords: string[]): KeywordRule => ({ keywords, mode: 'exact' })

describe('keyword matching', () => {
  it('ignores case, accents and punctuation', () => {
    expect(matchesKeywords(contains('preço'), 'Qual o PRECO??')).toBe(true)
    expect(matchesKeywords(contains('Café'), 'um cafe por favor')).toBe(true)
    expect(matchesKeywords(exact('quero'), ' Quero! ')).toBe(true)
    expect(matchesKeywords(contains('السعر'), 'ما هو السعر؟')).toBe(true)
  })

  it('matches whole words: "hi" does not fire on "this"', () => {
    expect(matchesKeywords(contains('hi'), 'this is nice')).toBe(false)
    expect(matchesKeywords(contains('hi'), 'oh, hi there')).toBe(true)
  })

  it('matches phrases in order, and exact only when the text is the keyword', () => {
    expect(matchesKeywords(contains('free shipping'), 'Is there FREE shipping?')).toBe(true)
    expect(matchesKeywords(contains('free shipping'), 'shipping free')).toBe(false)
    expect(matchesKeywords(exact('link'), 'send the link')).toBe(false)
    expect(matchesKeywords(exact('link', 'info'), 'INFO')).toBe(true)
  })

  it('supports emoji keywords', () => {
    expect(tokenize('🔥🔥 top')).toEqual(['🔥', '🔥', 'top'])
    expect(matchesKeywords(contains('🔥'), 'isso é 🔥')).toBe(true)
  })

  it('the index finds exactly what the straightforward matcher finds', () => {
    const word = fc.constantFrom(
      'preço',
      'preco',
      'PREÇO',
      'link',
      'hi',
      'this',
      'free',
      'shipping',
      '🔥',
      'olá',
      'ola!',
      'info',
    )
    const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
    const rule = fc.record({
      keywords: fc.array(phrase, { minLength: 1, maxLength: 3 }),
      mode: fc.constantFrom<'contains' | 'exact'>('contains', 'exact'),
    })
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 8 }), phrase, (rules, text) => {
        const automations = rules.map((keywords) =>
          automation({ kind: 'dm-keyword', keywords }, [{ kind: 'tag-contact', tag: 't' }]),
        )
        const context = describeEvent(dm({ text }))!
        const found = new AutomationIndex(automations).candidates(context, false).map((match) => match.id)
        const expected = automations
          .filter((candidate) => matchesKeywords(rules[automations.indexOf(candidate)]!, text))
          .map((match) => match.id)
        expect(new Set(found)).toEqual(new Set(expected))
      }),
      { numRuns: 200 },
    )
  })
})
