import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { addDays } from 'date-fns'
import { useId, useState } from 'react'
import { DatePicker, fromIsoDate, toIsoDate, type IsoDate } from '@/components/date'

/** Weekdays only, from today to 60 days ahead: weekends and past days cannot be chosen. */
export default function DatePickerDisabledDays() {
  const labelId = useId()
  const [day, setDay] = useState<IsoDate | null>(null)
  const today = toIsoDate(new Date())
  const latest = toIsoDate(addDays(new Date(), 60))
  // Saturday (6) and Sunday (0): days the roastery does not ship.
  const isWeekend = (iso: IsoDate) => [0, 6].includes(fromIsoDate(iso).getDay())
  return (
    <Flex direction="column" gap="2" align="start">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Wholesale delivery day</Trans>
      </Text>
      <DatePicker
        labelledBy={labelId}
        value={day}
        onChange={setDay}
        min={today}
        max={latest}
        isDayDisabled={isWeekend}
      />
      <Text size="1" color="gray">
        <Trans>Monday to Friday, within the next 60 days.</Trans>
      </Text>
    </Flex>
  )
}
