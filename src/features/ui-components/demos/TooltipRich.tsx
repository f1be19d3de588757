import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { Tooltip } from '@/components/Tooltip'
import { useFormat } from '@/components/format'

/**
 * A few lines of formatted text. A tooltip cannot hold anything to click or select: use a Popover
 * for links or buttons.
 */
export default function TooltipRich() {
  const format = useFormat()
  const runs = format.number(1284)
  const rate = format.percent(0.97)
  return (
    <Tooltip
      content={
        <Flex direction="column" gap="1">
          <Text weight="bold">
            <Trans>Price in DM</Trans>
          </Text>
          <Text>
            <Trans>
              {runs} runs this month, {rate} delivered
            </Trans>
          </Text>
        </Flex>
      }
    >
      <Button variant="soft">
        <Trans>Automation summary</Trans>
      </Button>
    </Tooltip>
  )
}
