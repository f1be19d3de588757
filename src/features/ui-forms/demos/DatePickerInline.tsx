import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { MonthCalendar, toIsoDate } from '@/components/date'
import { useFormat } from '@/components/format'

/** A month always shown (a sidebar, a booking page): the page keeps the chosen day and the month shown. */
export default function DatePickerInline() {
  const { t } = useLingui()
  const format = useFormat()
  const [day, setDay] = useState(() => new Date(2026, 2, 18))
  const [month, setMonth] = useState(() => new Date(2026, 2, 1))
  return (
    <Flex direction="column" gap="2" align="start">
      <MonthCalendar
        label={t`Tasting session day`}
        selected={day}
        month={month}
        onMonthChange={setMonth}
        onSelect={setDay}
      />
      <Text size="2" color="gray" aria-live="polite">
        <Trans>Tasting session booked on {format.date(toIsoDate(day), { dateStyle: 'full' })}.</Trans>
      </Text>
    </Flex>
  )
}
