import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { checkAutomation, mayPublish, vocabularyOf } from '@/domain/automations/check'
import { resume, start } from '@/domain/automations/flow/interpreter'
import { flowProblems } from '@/domain/automations/flow/problems'
import type { FlowEffect, FlowResult, PublishedFlow } from '@/domain/automations/flow/session'
import {
  FLOW_TEMPLATES,
  installTemplate,
  templateById,
  type InstalledTemplate,
} from '@/domain/automations/flow/templates'
import { messages as ar } from '@/locales/ar/automations.po'
import { messages as en } from '@/locales/en/automations.po'
import { messages as fr } from '@/locales/fr/automations.po'
import { HOUR, NOW, facts, inboundAgo, ran, sessionOf, startContext } from './interpreterFixtures'

function translator(locale: string, messages: Messages): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

const languages = { en: translator('en', en), fr: translator('fr', fr), ar: translator('ar', ar) }
const english = languages.en

function installed(id: string, i18n: I18n = english): InstalledTemplate {
  const template = templateById(id)
  if (!template) throw new Error(`no template ${id}`)
  return installTemplate(template, (descriptor) => i18n._(descriptor))
}

const published = (template: InstalledTemplate): PublishedFlow => ({
  automationId: 'auto-1',
  version: 1,
  graph: template.flow,
})

/** What each step did, as the run history lists it. */
const path = (result: FlowResult) => ran(result).outcomes.map((outcome) => outcome.stepId)
const sentTexts = (effects: FlowEffect[]) =>
  effects.flatMap((effect) => (effect.kind === 'send' && effect.message.kind === 'text' ? [effect.message.text] : []))
const tap = (optionId: string, key = `tap-${optionId}`) => ({ kind: 'tap' as const, key, optionId })
const reply = (text: string, key = `reply-${text}`) => ({ kind: 'reply' as const, key, text })
const later = NOW + HOUR
const inWindow = (overrides: Parameters<typeof facts>[0] = {}) =>
  facts({ now: later, contact: inboundAgo(-HOUR + 60_000), ...overrides })

describe('the flow templates', () => {
  it('offers at least six, each with its own id', () => {
    const ids = FLOW_TEMPLATES.map((template) => template.id)
    expect(ids.length).toBeGreaterThanOrEqual(6)
    expect(new Set(ids).size).toBe(ids.length)
  })

  for (const [language, i18n] of Object.entries(languages))
    it(`installs every template in ${language} as an automation that may be saved, laid out on the canvas`, () => {
      for (const template of FLOW_TEMPLATES) {
        const automation = installed(template.id, i18n)
        const known = vocabularyOf([automation.flow], [])
        const context = { automationId: null, fields: known.fields, tags: known.tags, automations: [] }
        const errors = flowProblems(automation.trigger, automation.flow, context).filter(
          (problem) => problem.severity === 'error',
        )
        expect(errors, template.id).toEqual([])
        const draft = {
          ...automation,
          accountId: 'acct',
          status: 'active' as const,
          priority: 0,
          stopAfterFirstMatch: false,
        }
        expect(mayPublish(checkAutomation(draft, context)), template.id).toBe(true)
        expect(Object.keys(automation.flow.layout).sort(), template.id).toEqual(
          Object.keys(automation.flow.steps).sort(),
        )
      }
    })

  it('writes its messages, keywords and tags in the language it is installed in', () => {
    const inEnglish = installed('giveaway')
    const inFrench = installed('giveaway', languages.fr)
    const inArabic = installed('giveaway', languages.ar)
    expect(inFrench.name).not.toBe(inEnglish.name)
    expect(inArabic.name).not.toBe(inEnglish.name)
    const question = (template: InstalledTemplate) => {
      const step = template.flow.steps['ask-email']
      return step?.kind === 'ask' ? step.question : ''
    }
    expect(question(inFrench)).not.toBe(question(inEnglish))
    expect(question(inArabic)).not.toBe(question(inEnglish))
    // The answer is saved into the same field whatever the language: other flows read `email`.
    expect(inFrench.flow.steps['ask-email']).toMatchObject({ field: 'email' })
    expect(installed('faq', languages.fr).trigger).not.toEqual(installed('faq').trigger)
  })
})

describe('each template played along its main path', () => {
  it('lead magnet: the comment gets a private reply; a follower who taps gets the link and the tag', () => {
    const flow = published(installed('lead-magnet'))
    const opening = ran(start(flow, startContext(), facts()))
    expect(path(opening)).toEqual(['opening'])
    expect(sentTexts(opening.effects)).toEqual(['Hi maria! Tap below and we will send you our free guide.'])

    const notYet = ran(resume(flow, sessionOf(opening), tap('get-guide'), inWindow({ follows: false })))
    expect(path(notYet)).toEqual(['opening', 'follows', 'ask-follow'])
    const following = ran(resume(flow, sessionOf(notYet), tap('followed'), inWindow({ follows: true })))
    expect(path(following)).toEqual(['ask-follow', 'follows', 'guide', 'tag-lead'])
    expect(following.effects.map((effect) => effect.kind)).toEqual(['send', 'tag'])
    expect(following.session).toBeNull()
  })

  it('story thanks: thanks the person, gives the coupon, and tags them', () => {
    const flow = published(installed('story-thanks'))
    const result = ran(start(flow, startContext({ comment: undefined }), facts({ contact: inboundAgo(60_000) })))
    expect(path(result)).toEqual(['thanks', 'tag-mention'])
    expect(sentTexts(result.effects)).toEqual([
      'Thank you for the mention, maria! It made our day.',
      'Here is 10% off your next visit: show the code THANKYOU10 at the counter.',
    ])
    expect(result.session).toBeNull()
  })

  it('welcome menu: each quick reply leads to its answer', () => {
    const flow = published(installed('welcome-menu'))
    const window = { contact: inboundAgo(60_000) }
    const opening = ran(start(flow, startContext({ comment: undefined }), facts(window)))
    expect(path(opening)).toEqual(['welcome'])
    const hours = ran(resume(flow, sessionOf(opening), tap('ask-hours'), facts({ ...window, now: NOW + 60_000 })))
    expect(sentTexts(hours.effects)).toEqual(['We are open Monday to Saturday, 8 am to 6 pm.'])
    const address = ran(resume(flow, sessionOf(opening), tap('ask-address'), facts({ ...window, now: NOW + 60_000 })))
    expect(path(address)).toEqual(['welcome', 'address'])
  })

  it('giveaway: a tap asks for the email, a valid answer is saved into `email` and tagged', () => {
    const flow = published(installed('giveaway'))
    const opening = ran(start(flow, startContext(), facts()))
    const asked = ran(resume(flow, sessionOf(opening), tap('enter'), inWindow()))
    expect(sentTexts(asked.effects)).toEqual(['What is your email? We will write to you there if you win.'])
    const answered = ran(resume(flow, sessionOf(asked), reply('maria@cafe.example'), inWindow({ now: later + 60_000 })))
    expect(answered.effects).toContainEqual(expect.objectContaining({ kind: 'set-field', field: 'email' }))
    expect(path(answered)).toEqual(['ask-email', 'tag-entry', 'entered'])
    expect(sentTexts(answered.effects)).toEqual(['You are in! Good luck, maria.'])
  })

  it('FAQ: a reply about delivery gets the delivery answer; anything else goes to the team', () => {
    const flow = published(installed('faq'))
    const window = { contact: inboundAgo(60_000) }
    const invited = ran(start(flow, startContext({ comment: undefined }), facts(window)))
    expect(path(invited)).toEqual(['invite', 'listen'])
    const next = facts({ contact: inboundAgo(0), now: NOW })
    const delivery = ran(resume(flow, sessionOf(invited), reply('Do you deliver to my street?'), next))
    expect(path(delivery)).toEqual(['listen', 'delivery'])
    const other = ran(resume(flow, sessionOf(invited), reply('Can I bring my dog?'), next))
    expect(path(other)).toEqual(['listen', 'team', 'handover'])
  })

  it('back in stock: a tap tags the person and confirms', () => {
    const flow = published(installed('back-in-stock'))
    const opening = ran(start(flow, startContext(), facts()))
    const asked = ran(resume(flow, sessionOf(opening), tap('notify-me'), inWindow()))
    expect(path(asked)).toEqual(['opening', 'tag-waiting', 'confirm'])
    expect(asked.effects.map((effect) => effect.kind)).toEqual(['tag', 'send'])
  })
})
