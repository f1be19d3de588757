import { describe, expect, it } from 'vitest'
import { contactFieldErrors } from '@/domain/pages/content'
import { monthlyPrice, PLANS, planHasFeature, pricePerPayment } from '@/domain/pages/pricing'
import { invalidSteps } from '@/domain/wizards/schemas'
import { searchArticles, searchFaq } from '@/server/pages/content'
import { FAQ_ENTRIES } from '@/server/pages/faq'
import { HELP_ARTICLES } from '@/server/pages/helpArticles'

describe('help center and FAQ content', () => {
  it('every article and question exists in the three languages and links only to articles that exist', () => {
    const slugs = new Set(HELP_ARTICLES.map((article) => article.slug))
    for (const article of HELP_ARTICLES) {
      for (const lang of ['en', 'fr', 'ar'] as const) {
        expect(article.title[lang]).not.toBe('')
        expect(article.paragraphs[lang]).toHaveLength(article.paragraphs.en.length)
      }
      expect(article.related.every((slug) => slugs.has(slug) && slug !== article.slug)).toBe(true)
    }
    for (const entry of FAQ_ENTRIES) expect(entry.answer.ar && entry.answer.fr).toBeTruthy()
  })

  it('searches in the reader’s language, accents and case folded, title matches first', () => {
    expect(searchArticles(HELP_ARTICLES, '', 'en')).toHaveLength(HELP_ARTICLES.length)
    const window = searchArticles(HELP_ARTICLES, '24-hour window', 'en').map((article) => article.slug)
    expect(window[0]).toBe('messaging-window')
    expect(window).toContain('skipped-messages')
    expect(searchArticles(HELP_ARTICLES, 'REPONSE privee', 'fr').map((article) => article.slug)[0]).toBe(
      'one-private-reply',
    )
    expect(searchArticles(HELP_ARTICLES, 'إنستغرام ربط', 'ar').map((article) => article.slug)).toContain(
      'connect-instagram',
    )
    expect(searchArticles(HELP_ARTICLES, 'réponse privée', 'en')).toEqual([])
    expect(searchFaq(FAQ_ENTRIES, 'quick replies', 'en').map((entry) => entry.id)).toEqual([
      'what-is-conversa',
      'limits',
    ])
    expect(searchFaq(FAQ_ENTRIES, '', 'fr', 'billing').map((entry) => entry.id)).toEqual(['free-plan', 'annual'])
  })
})

describe('pricing', () => {
  it('annual billing pays ten months for twelve; features grow with the plan', () => {
    const pro = PLANS.find((plan) => plan.id === 'pro')!
    expect(monthlyPrice(pro, 'monthly')).toBe(19)
    expect(pricePerPayment(pro, 'annual')).toBe(190)
    expect(monthlyPrice(pro, 'annual')).toBe(15.83)
    expect(planHasFeature('starter', 'inbox')).toBe(true)
    expect(planHasFeature('pro', 'team-roles')).toBe(false)
    expect(planHasFeature('business', 'quick-replies')).toBe(true)
  })
})

describe('what the backend refuses', () => {
  it('a contact request names each field at fault', () => {
    expect(contactFieldErrors({ name: 'Ana', email: 'ana@example.com', message: 'I would like a demo.' })).toEqual({})
    expect(contactFieldErrors({ name: ' ', email: 'ana@', message: 'short' })).toEqual({
      name: 'required',
      email: 'invalid',
      message: 'too-short',
    })
    expect(contactFieldErrors(null)).toEqual({ name: 'required', email: 'required', message: 'required' })
  })

  it('a wizard submission names the steps that are not sound', () => {
    const checkout = {
      cart: { plan: 'pro', extraAccounts: 1, onboarding: false },
      address: { fullName: 'Ana Souza', street: '1 rue Haute', city: 'Lyon', postalCode: '69001', country: 'FR' },
      payment: { method: 'transfer', cardName: '', cardNumber: '' },
      confirmation: { acceptTerms: true },
    }
    expect(invalidSteps('checkout', checkout)).toEqual([])
    expect(
      invalidSteps('checkout', { ...checkout, payment: { method: 'card', cardName: 'Ana', cardNumber: '12' } }),
    ).toEqual(['payment'])
    expect(invalidSteps('checkout', {})).toEqual(['cart', 'address', 'payment', 'confirmation'])
  })
})
