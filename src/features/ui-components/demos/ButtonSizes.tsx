import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'

/** Size 1 in dense tables, 2 by default, 3 and 4 for a page's one call to action. */
export default function ButtonSizes() {
  const format = useFormat()
  const [sent, setSent] = useState(0)
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        {(['1', '2', '3', '4'] as const).map((size) => (
          <Button key={size} size={size} onClick={() => setSent(sent + 1)}>
            <Trans>Send test DM</Trans>
          </Button>
        ))}
      </Flex>
      <Text size="2" color="gray" role="status">
        <Trans>Test DMs sent: {format.number(sent)}</Trans>
      </Text>
    </Flex>
  )
}
