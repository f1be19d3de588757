import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { TimeInput, type IsoTime } from '@/components/date'

/**
 * A time typed from the keyboard, written as the language writes it: 12 hours with AM / PM in
 * English, 24 hours in French. The value is always 'HH:mm' on 24 hours.
 */
export default function DatePickerTime() {
  const labelId = useId()
  const [time, setTime] = useState<IsoTime | null>('09:30')
  return (
    <Flex direction="column" gap="2" align="start">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Send the daily DM digest at</Trans>
      </Text>
      <TimeInput labelledBy={labelId} value={time} onChange={setTime} />
      <Text size="1" color="gray">
        {time ? <Trans>Stored as {time}.</Trans> : <Trans>Type the hours and the minutes.</Trans>}
      </Text>
    </Flex>
  )
}
