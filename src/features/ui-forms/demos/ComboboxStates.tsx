import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Combobox } from '@/components/combobox'

/** Disabled (shown, not editable) and invalid: the error is tied to the input with aria-describedby. */
export default function ComboboxStates() {
  const { t } = useLingui()
  const lockedId = useId()
  const invalidId = useId()
  const errorId = useId()
  const [channel, setChannel] = useState('')
  const channels = [
    { value: 'dm', label: t`Direct messages` },
    { value: 'comments', label: t`Comments` },
    { value: 'mentions', label: t`Story mentions` },
  ]
  return (
    <Flex direction="column" gap="4" maxWidth="360px">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={lockedId} size="2" weight="medium">
          <Trans>Channel (set by your plan)</Trans>
        </Text>
        <Combobox id={lockedId} options={channels} value="dm" onChange={() => {}} disabled />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={invalidId} size="2" weight="medium">
          <Trans>Channel to watch</Trans>
        </Text>
        {/* Invalid until a channel is chosen: the message goes once it is. */}
        <Combobox
          id={invalidId}
          options={channels}
          value={channel}
          onChange={setChannel}
          aria-invalid={!channel}
          aria-describedby={channel ? undefined : errorId}
          placeholder={t`Choose a channel`}
        />
        {!channel && (
          <Text id={errorId} size="1" color="red">
            <Trans>Choose the channel this automation listens to.</Trans>
          </Text>
        )}
      </Flex>
    </Flex>
  )
}
