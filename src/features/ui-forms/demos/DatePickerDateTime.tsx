import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { DatePicker, TimeInput, type IsoDate, type IsoTime } from '@/components/date'
import { useFormat } from '@/components/format'

/** A day and a time side by side, read together as one moment in the person's time zone. */
export default function DatePickerDateTime() {
  const format = useFormat()
  const dayLabel = useId()
  const timeLabel = useId()
  const [day, setDay] = useState<IsoDate | null>('2026-03-20')
  const [time, setTime] = useState<IsoTime | null>('18:00')
  // A local date-time string ('2026-03-20T18:00') is read in the browser's time zone.
  const moment = day && time ? new Date(`${day}T${time}`) : null
  return (
    <Flex direction="column" gap="3">
      <Flex gap="4" wrap="wrap" align="end">
        <Flex direction="column" gap="1">
          <Text id={dayLabel} size="2" weight="medium">
            <Trans>Publish on</Trans>
          </Text>
          <DatePicker labelledBy={dayLabel} value={day} onChange={setDay} />
        </Flex>
        <Flex direction="column" gap="1">
          <Text id={timeLabel} size="2" weight="medium">
            <Trans>At</Trans>
          </Text>
          <TimeInput labelledBy={timeLabel} value={time} onChange={setTime} minuteStep={15} />
        </Flex>
      </Flex>
      <Text size="2" color="gray">
        {moment ? (
          <Trans>The story goes live {format.dateTime(moment)}.</Trans>
        ) : (
          <Trans>Choose a day and a time.</Trans>
        )}
      </Text>
    </Flex>
  )
}
