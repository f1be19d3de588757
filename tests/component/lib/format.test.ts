import { describe, expect, test } from 'vitest'
import {
  formatList,
  currencyAffixes,
  formatDate,
  formatMoney,
  formatPercent,
  formatRelativeTime,
  parseLocaleNumber,
} from '@/lib/format'

describe('formatting through Intl in the current language', () => {
  test('money follows the language’s conventions', () => {
    expect(formatMoney('en', 1234.5, 'USD')).toBe('$1,234.50')
    expect(formatMoney('fr', 1234.5, 'EUR')).toBe('1\u202f234,50\u00a0€')
    expect(formatMoney('ar', 12, 'MAD')).toContain('د.م.')
    expect(currencyAffixes('en', 'USD')).toEqual({ prefix: '$', suffix: '' })
    expect(currencyAffixes('fr', 'EUR')).toEqual({ prefix: '', suffix: '€' })
  })

  test('a calendar day never moves with the time zone; percentages carry their sign when asked', () => {
    expect(formatDate('en', '2026-03-01')).toBe('Mar 1, 2026')
    expect(formatDate('fr', '2026-03-01', { dateStyle: 'long' })).toBe('1 mars 2026')
    expect(formatPercent('en', 0.125, { signed: true })).toBe('+12.5%')
    expect(formatPercent('fr', -0.2, { signed: true })).toBe('-20\u00a0%')
  })

  test('lists are joined as each language joins them', () => {
    expect(formatList('en', ['Inbox', 'Invoices', 'Pages'])).toBe('Inbox, Invoices, and Pages')
    expect(formatList('fr', ['Inbox', 'Factures'])).toBe('Inbox et Factures')
    expect(formatList('ar', ['أ', 'ب'])).toBe('أ وب')
  })

  test('relative times pick the largest fitting unit', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    expect(formatRelativeTime('en', new Date('2026-03-10T09:00:00Z'), now)).toBe('3 hours ago')
    expect(formatRelativeTime('fr', new Date('2026-03-09T12:00:00Z'), now)).toBe('hier')
    expect(formatRelativeTime('en', new Date('2026-03-12T12:00:00Z'), now)).toBe('in 2 days')
  })

  test('numbers are read back the way each language writes them', () => {
    expect(parseLocaleNumber('en', '1,234.5')).toBe(1234.5)
    expect(parseLocaleNumber('fr', '1 234,5')).toBe(1234.5)
    expect(parseLocaleNumber('fr', '1\u202f234,5')).toBe(1234.5)
    expect(parseLocaleNumber('ar', '١٬٢٣٤٫٥')).toBe(1234.5)
    expect(parseLocaleNumber('ar', '12.5')).toBe(12.5)
    expect(parseLocaleNumber('fr', '٣٫٥')).toBe(3.5)
    expect(parseLocaleNumber('en', '  ')).toBeNull()
    expect(parseLocaleNumber('en', 'twelve')).toBeNaN()
    expect(parseLocaleNumber('en', '-3')).toBe(-3)
  })
})
