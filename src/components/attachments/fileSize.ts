import { useLingui } from '@lingui/react'
import { useCallback } from 'react'

/** A file's size in the unit that reads best: "820 B", "14 kB", "1.2 MB" (1 kB = 1,000 bytes). */
export function formatFileSize(locale: string, bytes: number): string {
  const [unit, value] =
    bytes < 1000 ? ['byte', bytes] : bytes < 1_000_000 ? ['kilobyte', bytes / 1000] : ['megabyte', bytes / 1_000_000]
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value)
}

/**
 * A file's size in the current language. Kept with the attachments, not in the shared formatters:
 * only the screens that attach files load it.
 */
export function useFileSize(): (bytes: number) => string {
  const { i18n } = useLingui()
  return useCallback((bytes: number) => formatFileSize(i18n.locale, bytes), [i18n.locale])
}
