import { Plural, Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { MultiDatePicker, type IsoDate } from '@/components/date'

/** Several separate days: the calendar stays open while days are added or taken out, up to five. */
export default function DatePickerMultiple() {
  const labelId = useId()
  const [days, setDays] = useState<IsoDate[]>(['2026-03-06', '2026-03-13'])
  return (
    <Flex direction="column" gap="2" align="start">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Days the giveaway post is published</Trans>
      </Text>
      <MultiDatePicker labelledBy={labelId} value={days} onChange={setDays} maxCount={5} clearable />
      <Text size="1" color="gray">
        <Plural
          value={days.length}
          _0="No day chosen, up to 5."
          one="# day chosen, up to 5."
          other="# days chosen, up to 5."
        />
      </Text>
    </Flex>
  )
}
