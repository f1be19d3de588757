import { i18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { RUN_COUNT_LABELS } from '@/features/dashboards/labels'
import { activateLocale, loadCatalog } from '@/i18n/i18n'

/** The dashboard's figures in a language: its catalog, as the screen loads it. */
async function speak(locale: 'en' | 'fr' | 'ar') {
  await activateLocale(locale)
  await loadCatalog('dashboards')
}

describe('the dashboard’s run counts', () => {
  test('name their status in the form the count takes', async () => {
    await speak('fr')
    expect(i18n._(RUN_COUNT_LABELS.sent(1))).toBe('Envoyée')
    expect(i18n._(RUN_COUNT_LABELS.sent(2))).toBe('Envoyées')
    expect(i18n._(RUN_COUNT_LABELS.skipped(0))).toBe('Ignorée')

    await speak('ar')
    expect(i18n._(RUN_COUNT_LABELS.sent(1))).toBe('أُرسل')
    expect(i18n._(RUN_COUNT_LABELS.sent(2))).toBe('أُرسلا')
    expect(i18n._(RUN_COUNT_LABELS.sent(5))).toBe('أُرسلت')

    await speak('en')
    expect(i18n._(RUN_COUNT_LABELS.sent(1))).toBe('Sent')
    expect(i18n._(RUN_COUNT_LABELS.failed(3))).toBe('Failed')
  })
})
