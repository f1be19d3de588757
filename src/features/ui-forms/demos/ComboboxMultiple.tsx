import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useMemo, useState } from 'react'
import { Combobox } from '@/components/combobox'

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt', 'tr', 'zh']

/**
 * Several values as chips: choosing an option again removes it, each chip has its remove button,
 * and Backspace in the empty input removes the last one.
 */
export default function ComboboxMultiple() {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const labelId = useId()
  const [languages, setLanguages] = useState<string[]>(['en', 'fr'])
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'language' })
    return LANGUAGES.map((code) => ({ value: code, label: names.of(code) ?? code }))
  }, [i18n.locale])
  return (
    <Flex direction="column" gap="2" maxWidth="420px">
      <Text as="label" htmlFor={inputId} id={labelId} size="2" weight="medium">
        <Trans>Languages your team answers in</Trans>
      </Text>
      <Combobox
        id={inputId}
        aria-labelledby={labelId}
        multiple
        options={options}
        value={languages}
        onChange={setLanguages}
        placeholder={t`Add a language`}
      />
      <Text size="2" color="gray">
        {t`${plural(languages.length, {
          0: 'Conversations in every language go to the shared inbox.',
          one: 'Conversations in # language are routed to your team.',
          other: 'Conversations in # languages are routed to your team.',
        })}`}
      </Text>
    </Flex>
  )
}
