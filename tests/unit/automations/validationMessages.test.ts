import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '@/domain/automations/validation'
import { messages as ar } from '@/locales/ar/app.po'
import { messages as en } from '@/locales/en/app.po'
import { messages as fr } from '@/locales/fr/app.po'
import { validationMessage } from '@/domain/automations/messages'

function translator(locale: string, messages: Messages): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

const say = (i18n: I18n, issue: ValidationIssue) => i18n._(validationMessage(issue, (value) => i18n.number(value)))
const buttons = (max: number): ValidationIssue => ({
  code: 'too-many-buttons',
  path: 'actions.0.message.buttons',
  params: { max, actual: max + 1 },
})

describe('validation messages with counts', () => {
  it('agree with the number in English and French', () => {
    const english = translator('en', en)
    expect(say(english, buttons(1))).toBe('Instagram allows at most 1 button.')
    expect(say(english, buttons(3))).toBe('Instagram allows at most 3 buttons.')
    expect(
      say(english, { code: 'text-too-long', path: 'actions.0.message.text', params: { max: 1000, actual: 1002 } }),
    ).toBe(
      'The message is 1,002 bytes long; Instagram accepts at most 1,000 bytes (accents and emoji count for more than one).',
    )
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
