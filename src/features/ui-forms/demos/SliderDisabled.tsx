import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { NamedSlider } from '@/components/slider'

/** A setting the plan does not allow to change: shown, not movable, and the reason said. */
export default function SliderDisabled() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="2">
      <NamedSlider disabled value={[200]} max={1000} thumbLabels={[t`Direct messages per hour`]} />
      <Text size="1" color="gray">
        <Trans>The Starter plan sends up to 200 direct messages per hour.</Trans>
      </Text>
    </Flex>
  )
}
