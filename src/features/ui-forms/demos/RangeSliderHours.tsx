import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'

/** Opening hours as a range of hours, written as the language writes times (9 AM, 09:00, ٩ ص). */
export default function RangeSliderHours() {
  const { t } = useLingui()
  const format = useFormat()
  const [hours, setHours] = useState([9, 18])
  // 2026-01-01 at that hour, only to borrow Intl's way of writing a time.
  const time = (hour: number) => format.date(new Date(2026, 0, 1, hour), { hour: 'numeric', minute: '2-digit' })
  const start = time(hours[0]!)
  const end = time(hours[1]!)
  return (
    <Flex direction="column" gap="3">
      <Text size="2">
        <Trans>
          Automatic replies are sent between {start} and {end}.
        </Trans>
      </Text>
      <NamedSlider
        value={hours}
        onValueChange={setHours}
        min={0}
        max={24}
        minStepsBetweenThumbs={1}
        color="blue"
        thumbLabels={[t`Replies start at`, t`Replies stop at`]}
        valueText={time}
      />
    </Flex>
  )
}
