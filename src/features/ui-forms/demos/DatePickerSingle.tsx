import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { DatePicker, type IsoDate } from '@/components/date'
import { useFormat } from '@/components/format'

/** One day: the button names the field and the chosen date; the calendar opens on it. */
export default function DatePickerSingle() {
  const format = useFormat()
  const labelId = useId()
  // Days are IsoDates ('2026-03-14'), never Date objects: no time zone can shift them.
  const [day, setDay] = useState<IsoDate | null>('2026-03-14')
  return (
    <Flex direction="column" gap="2" align="start">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Story mention campaign starts</Trans>
      </Text>
      <DatePicker labelledBy={labelId} value={day} onChange={setDay} clearable />
      <Text size="1" color="gray">
        {day ? <Trans>Starts on {format.date(day, { dateStyle: 'full' })}.</Trans> : <Trans>No start date yet.</Trans>}
      </Text>
    </Flex>
  )
}
