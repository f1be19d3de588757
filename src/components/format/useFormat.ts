import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type DateInput,
} from '@/lib/format'

/**
 * The formatters of src/lib/format bound to the current language. A component that formats through
 * this hook re-renders, and re-formats, when the language changes.
 */
export function useFormat() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(
    () => ({
      locale,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
      compact: (value: number) => formatCompact(locale, value),
      money: (amount: number, currency: string) => formatMoney(locale, amount, currency),
      percent: (ratio: number, options?: { signed?: boolean }) => formatPercent(locale, ratio, options),
      date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDate(locale, value, options),
      dateTime: (value: DateInput) => formatDateTime(locale, value),
      relative: (value: DateInput, now?: Date) => formatRelativeTime(locale, value, now),
      list: (items: readonly string[]) => formatList(locale, items),
    }),
    [locale],
  )
}
