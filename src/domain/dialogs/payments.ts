import { z } from 'zod'

/**
 * Card checks the dialogs share with the backend (docs/kit.md, "Forms"): a number passes the Luhn
 * checksum a card issuer uses, an expiry is a month not yet over. Only the brand and the last four
 * digits are ever kept.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other'

export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '')

/** The Luhn checksum (ISO/IEC 7812) over 12 to 19 digits; spaces and dashes are ignored. */
export function luhnValid(value: string): boolean {
  const digits = digitsOf(value)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function cardBrand(value: string): CardBrand {
  const digits = digitsOf(value)
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'other'
}

/** `MM/YY` → its year and month, or null when it is not a month. */
export function parseExpiry(value: string): { year: number; month: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { year: 2000 + Number(match[2]), month }
}

/** A card is good through the last day of its expiry month (in UTC, as issuers count). */
export function expiryOver(value: string, now: number): boolean {
  const expiry = parseExpiry(value)
  if (!expiry) return true
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1)
  return now >= firstDayAfter
}

/** The security code: four digits on American Express, three elsewhere. */
export function cvcValid(cvc: string, number: string): boolean {
  return cardBrand(number) === 'amex' ? /^\d{4}$/.test(cvc.trim()) : /^\d{3}$/.test(cvc.trim())
}

export const lastFour = (value: string): string => digitsOf(value).slice(-4)

/** The words for a refused card field, by reason: the reason codes themselves on the backend. */
export interface CardMessages {
  'card-number': string
  'card-expiry': string
  'card-expired': string
  'card-cvc': string
}

/** A payment card's fields, worded with `messages`, its expiry judged at `now()`. */
export function cardSchema(messages: CardMessages, now: () => number) {
  return z
    .object({
      cardNumber: z.string().trim().refine(luhnValid, { error: messages['card-number'] }),
      cardName: z.string().trim().min(1).max(60),
      expiry: z
        .string()
        .trim()
        .refine((value) => parseExpiry(value) !== null, { error: messages['card-expiry'], abort: true })
        .refine((value) => !expiryOver(value, now()), { error: messages['card-expired'] }),
      cvc: z.string().trim(),
    })
    .superRefine((value, context) => {
      if (!cvcValid(value.cvc, value.cardNumber))
        context.addIssue({ code: 'custom', path: ['cvc'], message: messages['card-cvc'], input: value.cvc })
    })
}
