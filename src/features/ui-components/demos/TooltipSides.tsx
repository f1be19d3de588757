import { Trans } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { Tooltip } from '@/components/Tooltip'

/**
 * Radix places tooltips on physical sides; "start" and "end" are turned into left and right from the
 * reading direction, so a tooltip at the end is on the right in English and on the left in Arabic.
 */
export default function TooltipSides() {
  const dir = Direction.useDirection()
  const start = dir === 'rtl' ? 'right' : 'left'
  const end = dir === 'rtl' ? 'left' : 'right'
  return (
    <Flex gap="3" wrap="wrap" justify="center" py="5">
      <Tooltip content={<Trans>Above: the default</Trans>} side="top">
        <Button variant="soft">
          <Trans>Top</Trans>
        </Button>
      </Tooltip>
      <Tooltip content={<Trans>Below</Trans>} side="bottom">
        <Button variant="soft">
          <Trans>Bottom</Trans>
        </Button>
      </Tooltip>
      <Tooltip content={<Trans>Before, where reading starts</Trans>} side={start}>
        <Button variant="soft">
          <Trans>Start</Trans>
        </Button>
      </Tooltip>
      <Tooltip content={<Trans>After, where reading ends</Trans>} side={end}>
        <Button variant="soft">
          <Trans>End</Trans>
        </Button>
      </Tooltip>
    </Flex>
  )
}
