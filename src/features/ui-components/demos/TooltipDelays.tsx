import { Trans } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { Tooltip } from '@/components/Tooltip'

/** The kit waits 200 ms; `delayDuration` changes it for one tooltip. Keyboard focus opens it at once. */
export default function TooltipDelays() {
  return (
    <Flex gap="3" wrap="wrap">
      <Tooltip content={<Trans>Right away</Trans>} delayDuration={0}>
        <Button variant="soft">
          <Trans>No delay</Trans>
        </Button>
      </Tooltip>
      <Tooltip content={<Trans>After 200 milliseconds: the kit’s default</Trans>}>
        <Button variant="soft">
          <Trans>Default</Trans>
        </Button>
      </Tooltip>
      <Tooltip content={<Trans>After one second, for help that should not get in the way</Trans>} delayDuration={1000}>
        <Button variant="soft">
          <Trans>Slow</Trans>
        </Button>
      </Tooltip>
    </Flex>
  )
}
