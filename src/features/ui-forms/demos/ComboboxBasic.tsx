import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useMemo, useState } from 'react'
import { Combobox } from '@/components/combobox'

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt', 'tr', 'zh']

/** One choice from a fixed list: type to filter, arrows to move, Enter to choose, Escape to close then clear. */
export default function ComboboxBasic() {
  const { i18n } = useLingui()
  const inputId = useId()
  const labelId = useId()
  const [language, setLanguage] = useState('fr')
  // Language names in the reader's language come from the browser: nothing to translate.
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'language' })
    return LANGUAGES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.locale),
    )
  }, [i18n.locale])
  const chosen = options.find((option) => option.value === language)?.label
  return (
    <Flex direction="column" gap="2" maxWidth="360px">
      <Text as="label" htmlFor={inputId} id={labelId} size="2" weight="medium">
        <Trans>Language of automatic replies</Trans>
      </Text>
      <Combobox id={inputId} aria-labelledby={labelId} options={options} value={language} onChange={setLanguage} />
      <Text size="2" color="gray">
        {chosen ? (
          <Trans>Replies to DMs and comments are written in {chosen}.</Trans>
        ) : (
          <Trans>No language chosen: replies follow the customer’s message.</Trans>
        )}
      </Text>
    </Flex>
  )
}
