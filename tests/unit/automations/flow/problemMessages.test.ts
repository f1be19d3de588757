import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { FlowProblem, FlowProblemCode } from '@/domain/automations/flow/problem'
import { flowProblemMessage } from '@/domain/automations/flow/problemMessages'
import { flowProblems } from '@/domain/automations/flow/problems'
import { messages as ar } from '@/locales/ar/automations.po'
import { messages as en } from '@/locales/en/automations.po'
import { messages as fr } from '@/locales/fr/automations.po'
import { context, dmTrigger, flowOf, send, text } from './flowSteps'

function translator(locale: string, messages: Messages): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

const [english, french, arabic] = [translator('en', en), translator('fr', fr), translator('ar', ar)]
const say = (i18n: I18n, problem: FlowProblem) => i18n._(flowProblemMessage(problem, (value) => i18n.number(value)))
const problem = (code: FlowProblemCode, params?: FlowProblem['params']): FlowProblem => ({
  code,
  severity: 'error',
  stepId: 'a',
  path: '',
  ...(params ? { params } : {}),
})

/** Every code, listed so the compiler says when one is added without being listed here. */
const CODES = Object.keys({
  'start-missing': 0,
  'nothing-sent': 0,
  'unreachable-step': 0,
  'waitless-loop': 0,
  'leads-to-missing-step': 0,
  'button-leads-nowhere': 0,
  'quick-reply-leads-nowhere': 0,
  'reply-route-leads-nowhere': 0,
  'other-reply-leads-nowhere': 0,
  'input-never-used': 0,
  'needs-comment-trigger': 0,
  'private-reply-not-first': 0,
  'message-before-window-opens': 0,
  'messages-required': 0,
  'too-many-messages': 0,
  'text-required': 0,
  'text-too-long': 0,
  'too-many-quick-replies': 0,
  'quick-reply-title-required': 0,
  'quick-reply-title-too-long': 0,
  'too-many-buttons': 0,
  'button-title-required': 0,
  'button-title-too-long': 0,
  'invalid-url': 0,
  'cards-required': 0,
  'too-many-cards': 0,
  'card-title-required': 0,
  'card-title-too-long': 0,
  'card-subtitle-too-long': 0,
  'variants-required': 0,
  'keywords-required': 0,
  'wait-out-of-range': 0,
  'attempts-out-of-range': 0,
  'split-branch-count': 0,
  'split-weight-invalid': 0,
  'field-required': 0,
  'tag-required': 0,
  'unknown-field': 0,
  'unknown-tag': 0,
  'posts-required': 0,
  'time-invalid': 0,
  'goto-flow-required': 0,
  'goto-flow-missing': 0,
  'goto-flow-self': 0,
  'segment-required': 0,
  'segment-missing': 0,
  'public-reply-on-live-comments': 0,
} satisfies Record<FlowProblemCode, 0>) as FlowProblemCode[]

describe('flow problem messages', () => {
  it('say every problem in English, French and Arabic', () => {
    for (const code of CODES) {
      const item = problem(code, { min: 1, max: 5, actual: 7, characters: 7, name: 'email' })
      const sentence = say(english, item)
      expect(sentence, code).toMatch(/\.$|https:\/\/$/)
      expect(say(french, item), code).not.toBe(sentence)
      expect(say(arabic, item), code).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('speak of characters, and of bytes only where accents or emoji make the difference', () => {
    const plain = flowProblems(dmTrigger, flowOf(send('a', { messages: [text('a'.repeat(1001))] })), context)
    expect(say(english, plain[0]!)).toBe('The message is 1,001 characters long; Instagram accepts at most 1,000.')
    const accented = flowProblems(dmTrigger, flowOf(send('a', { messages: [text('é'.repeat(600))] })), context)
    expect(say(english, accented[0]!)).toBe(
      'The message has 600 characters, but its accents and emoji take 1,200 bytes; Instagram accepts at most 1,000 bytes.',
    )
    expect(say(french, accented[0]!).replace(/\s/g, ' ')).toBe(
      'Le message fait 600 caractères, mais ses accents et emoji occupent 1 200 octets ; Instagram accepte au plus 1 000 octets.',
    )
  })

  it('name the field or tag that no longer exists', () => {
    const missing = problem('unknown-field', { name: 'shoe size' })
    expect(say(english, missing)).toBe(
      'There is no contact field named “shoe size”: it may have been deleted. Choose another one or create it.',
    )
    expect(say(arabic, missing)).toContain('«shoe size»')
  })
})
