/** One choice of a combobox: `value` is what the form holds, `label` what the person reads and types. */
export interface ComboboxOption {
  value: string
  label: string
  /** A second, quieter line (a UTC offset, a post's date). */
  description?: string
  disabled?: boolean
}

/** Lower case without accents, so "cafe" finds "Café" and "É" finds "e". */
export function foldText(text: string, locale?: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale)
}

/** The options whose label (or description) contains the query, those starting with it first. */
export function filterOptions(
  options: readonly ComboboxOption[],
  query: string,
  locale?: string,
): readonly ComboboxOption[] {
  const folded = foldText(query.trim(), locale)
  if (!folded) return options
  const starts: ComboboxOption[] = []
  const contains: ComboboxOption[] = []
  for (const option of options) {
    const label = foldText(option.label, locale)
    if (label.startsWith(folded)) starts.push(option)
    else if (label.includes(folded) || foldText(option.description ?? '', locale).includes(folded))
      contains.push(option)
  }
  return [...starts, ...contains]
}
