import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { DatePicker } from '@/components/date'

/** A date that cannot change any more: shown, not openable, with the reason under it. */
export default function DatePickerDisabled() {
  const labelId = useId()
  return (
    <Flex direction="column" gap="2" align="start">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Account connected on</Trans>
      </Text>
      <DatePicker labelledBy={labelId} value="2026-01-12" onChange={() => {}} disabled />
      <Text size="1" color="gray">
        <Trans>Set by Instagram when the account was connected.</Trans>
      </Text>
    </Flex>
  )
}
