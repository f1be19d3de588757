import { Plural, Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { differenceInCalendarDays } from 'date-fns'
import { useId, useState } from 'react'
import { DateRangePicker, fromIsoDate, type IsoDateRange } from '@/components/date'

/** A span of days: first click one end, second click the other (either order); both ends included. */
export default function DatePickerRange() {
  const labelId = useId()
  const [period, setPeriod] = useState<IsoDateRange | null>({ from: '2026-03-02', to: '2026-03-08' })
  const days = period ? differenceInCalendarDays(fromIsoDate(period.to), fromIsoDate(period.from)) + 1 : 0
  return (
    <Flex direction="column" gap="2" align="start">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Report period</Trans>
      </Text>
      <DateRangePicker labelledBy={labelId} value={period} onChange={setPeriod} clearable />
      <Text size="1" color="gray">
        {period ? (
          <Plural value={days} one="The report covers # day of DMs." other="The report covers # days of DMs." />
        ) : (
          <Trans>Choose where the period starts and ends.</Trans>
        )}
      </Text>
    </Flex>
  )
}
