import { Trans } from '@lingui/react/macro'
import { Button, Checkbox, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

/**
 * A button stays disabled until what it needs is there, and the reason is written next to it:
 * a disabled button alone does not say why.
 */
export default function ButtonDisabled() {
  const [accepted, setAccepted] = useState(false)
  const [published, setPublished] = useState(false)
  return (
    <Flex direction="column" gap="3" align="start">
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox checked={accepted} onCheckedChange={(checked) => setAccepted(checked === true)} />
          <Trans>I have read Instagram’s messaging policy</Trans>
        </Flex>
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button disabled={!accepted} onClick={() => setPublished(true)}>
          <Trans>Publish</Trans>
        </Button>
        <Button variant="soft" disabled>
          <Trans>Duplicate (no seats left)</Trans>
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {published ? <Trans>Published.</Trans> : !accepted && <Trans>Tick the box to publish.</Trans>}
      </Text>
    </Flex>
  )
}
