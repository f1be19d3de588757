import { Trans } from '@lingui/react/macro'
import { Badge, Flex } from '@radix-ui/themes'

/** Size 1 in tables and lists, 2 next to a heading, 3 on its own. */
export default function BadgeSizes() {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {(['1', '2', '3'] as const).map((size) => (
        <Badge key={size} size={size} color="violet">
          <Trans>Story mention</Trans>
        </Badge>
      ))}
    </Flex>
  )
}
