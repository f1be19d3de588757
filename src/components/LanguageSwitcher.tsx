import { useLingui } from '@lingui/react/macro'
import { Select } from '@radix-ui/themes'
import { LOCALES, isLocale } from '@/i18n/locales'
import { useLanguage } from '@/runtime/useLanguage'

export function LanguageSwitcher() {
  const { t } = useLingui()
  const [language, setLanguage] = useLanguage()
  // The accessible name contains the visible value (WCAG 2.5.3, label in name).
  const current = LOCALES.find((entry) => entry.i18nLang === language)?.label ?? language
  return (
    <Select.Root
      value={language}
      onValueChange={(value) => {
        if (isLocale(value)) setLanguage(value)
      }}
    >
      <Select.Trigger aria-label={t`Language: ${current}`} variant="soft" />
      <Select.Content>
        {LOCALES.map((entry) => (
          <Select.Item key={entry.i18nLang} value={entry.i18nLang}>
            <span lang={entry.i18nLang}>{entry.label}</span>
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
