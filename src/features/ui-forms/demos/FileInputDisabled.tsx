import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { FileDropZone } from '@/components/attachments'

/** Adding files turned off: a plain input while the account is read only, the drop zone once full. */
export default function FileInputDisabled() {
  const id = useId()
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2" align="start">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          <Trans>Brand logo</Trans>
        </Text>
        <input id={id} type="file" accept="image/png" disabled />
        <Text size="1" color="gray">
          <Trans>Only the account owner can change the logo.</Trans>
        </Text>
      </Flex>
      <Flex direction="column" gap="2">
        {/* No room left: its button is disabled and drops are ignored. */}
        <FileDropZone onFiles={() => {}} room={0} />
        <Text size="1" color="gray">
          <Trans>This message already has 5 attachments, the most it can carry.</Trans>
        </Text>
      </Flex>
    </Flex>
  )
}
