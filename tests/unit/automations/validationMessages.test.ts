import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { FlowProblem } from '@/domain/automations/flow/problem'
import { flowProblemMessage } from '@/domain/automations/flow/problemMessages'
import { messages as ar } from '@/locales/ar/automations.po'
import { messages as en } from '@/locales/en/automations.po'
import { messages as fr } from '@/locales/fr/automations.po'
import { validationMessage } from '@/domain/automations/messages'

function translator(locale: string, messages: Messages): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

const say = (i18n: I18n, problem: FlowProblem) => i18n._(flowProblemMessage(problem, (value) => i18n.number(value)))
const buttons = (max: number): FlowProblem => ({
  code: 'too-many-buttons',
  severity: 'error',
  stepId: 's1',
  path: 'messages.0.buttons',
  params: { max, actual: max + 1 },
})

const i18n_ = (i18n: I18n, max: number) =>
  i18n._(validationMessage({ code: 'name-too-long', path: 'name', params: { max, actual: max + 1 } }))

describe('validation messages with counts', () => {
  it('agree with the number in English and French', () => {
    const english = translator('en', en)
    expect(say(english, buttons(1))).toBe('Instagram allows at most 1 button.')
    expect(say(english, buttons(3))).toBe('Instagram allows at most 3 buttons.')
    expect(i18n_(english, 1000)).toBe('The name can have at most 1,000 characters.')
    const french = translator('fr', fr)
    expect(say(french, buttons(1))).toBe('Instagram autorise au plus 1 bouton.')
    expect(say(french, buttons(3))).toBe('Instagram autorise au plus 3 boutons.')
  })

  it('use the Arabic plural forms (one, two, few, many, other)', () => {
    const arabic = translator('ar', ar)
    const n = (value: number) => arabic.number(value)
    expect(say(arabic, buttons(1))).toBe('يسمح إنستغرام بزر واحد كحد أقصى.')
    expect(say(arabic, buttons(2))).toBe('يسمح إنستغرام بزرّين كحد أقصى.')
    expect(say(arabic, buttons(3))).toBe(`يسمح إنستغرام بـ ${n(3)} أزرار كحد أقصى.`)
    expect(say(arabic, buttons(13))).toBe(`يسمح إنستغرام بـ ${n(13)} زرًا كحد أقصى.`)
    expect(say(arabic, buttons(100))).toBe(`يسمح إنستغرام بـ ${n(100)} زر كحد أقصى.`)
  })
})
