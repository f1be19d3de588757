import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'

const COUNTRIES = ['FR', 'MA', 'DE', 'ES', 'US', 'JP']

/**
 * The browser's own <select> next to Radix Themes' Select. The native one opens the phone's own
 * picker and types ahead in long lists; Radix's is styled like the rest and can hold groups and
 * icons. Both are keyboard-usable and named by their label.
 */
export default function SelectNative() {
  const { i18n } = useLingui()
  const nativeId = useId()
  const radixId = useId()
  const [country, setCountry] = useState('MA')
  // Country names in the reader's language, from the browser.
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' })
  return (
    <Flex direction="column" gap="3" maxWidth="320px">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={nativeId} size="2" weight="medium">
          <Trans>Shipping country (native select)</Trans>
        </Text>
        <select
          id={nativeId}
          className="forms-inputs-native-select"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {names.of(code)}
            </option>
          ))}
        </select>
      </Flex>
      <Flex direction="column" gap="1">
        <Text id={radixId} size="2" weight="medium">
          <Trans>Shipping country (Radix Select)</Trans>
        </Text>
        <Select.Root value={country} onValueChange={setCountry}>
          <Select.Trigger aria-labelledby={radixId} />
          <Select.Content position="popper">
            {COUNTRIES.map((code) => (
              <Select.Item key={code} value={code}>
                {names.of(code)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Text size="1" color="gray">
        <Trans>Both show the same value: change one, the other follows.</Trans>
      </Text>
    </Flex>
  )
}
