import { useLingui } from '@lingui/react/macro'
import { LOCALES, isLocale } from '@/i18n/locales'
import { useLanguage } from '@/runtime/useLanguage'
import './LanguageSwitcher.css'

/**
 * The language picker of the sign-in screens, the public pages and the navbar. A native select,
 * styled like Radix's soft select trigger: it works before any popover code has loaded (the
 * sign-in screens ship without Radix's Select) and opens the platform's own picker on phones.
 */
export function LanguageSwitcher() {
  const { t } = useLingui()
  const [language, setLanguage] = useLanguage()
  // The accessible name contains the visible value (WCAG 2.5.3, label in name).
  const current = LOCALES.find((entry) => entry.i18nLang === language)?.label ?? language
  return (
    <span className="language-switcher">
      <select
        className="language-switcher__select"
        aria-label={t`Language: ${current}`}
        value={language}
        onChange={(event) => {
          const { value } = event.target
          if (isLocale(value)) setLanguage(value)
        }}
      >
        {LOCALES.map((entry) => (
          <option key={entry.i18nLang} value={entry.i18nLang} lang={entry.i18nLang}>
            {entry.label}
          </option>
        ))}
      </select>
      <svg className="language-switcher__icon" viewBox="0 0 15 15" aria-hidden="true" focusable="false">
        <path d="M4 6l3.5 3.5L11 6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </span>
  )
}
