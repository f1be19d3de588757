import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useMemo, useState } from 'react'
import { Combobox, type ComboboxOption } from '@/components/combobox'

const TIME_ZONES = [
  'Africa/Casablanca',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Dubai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Paris',
  'Pacific/Auckland',
]

/** Options with a second line: the zone's offset from UTC today and its IANA name, written by Intl in the current language. */
export default function ComboboxTimeZone() {
  const { i18n } = useLingui()
  const inputId = useId()
  const labelId = useId()
  const [timeZone, setTimeZone] = useState('Africa/Casablanca')
  const options = useMemo<ComboboxOption[]>(
    () =>
      TIME_ZONES.map((zone) => {
        // Intl names the zone and its offset in the current language: nothing to translate.
        const part = (timeZoneName: 'longGeneric' | 'longOffset') =>
          new Intl.DateTimeFormat(i18n.locale, { timeZone: zone, timeZoneName })
            .formatToParts(new Date())
            .find((piece) => piece.type === 'timeZoneName')?.value ?? zone
        return { value: zone, label: part('longGeneric'), description: `${part('longOffset')} · ${zone}` }
      }),
    [i18n.locale],
  )
  const now = new Intl.DateTimeFormat(i18n.locale, { timeZone: timeZone || undefined, timeStyle: 'short' }).format(
    new Date(),
  )
  return (
    <Flex direction="column" gap="2" maxWidth="360px">
      <Text as="label" htmlFor={inputId} id={labelId} size="2" weight="medium">
        <Trans>Business hours time zone</Trans>
      </Text>
      <Combobox id={inputId} aria-labelledby={labelId} options={options} value={timeZone} onChange={setTimeZone} />
      <Text size="2" color="gray">
        <Trans>It is {now} there: the away message starts at closing time.</Trans>
      </Text>
    </Flex>
  )
}
