import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'

/** A range shown but locked: the campaign has started. */
export default function RangeSliderDisabled() {
  const { t } = useLingui()
  const format = useFormat()
  const money = (value: number) => format.money(value, 'EUR')
  return (
    <Flex direction="column" gap="2">
      <NamedSlider
        disabled
        value={[30, 120]}
        max={200}
        thumbLabels={[t`Lowest order for the gift`, t`Highest order for the gift`]}
        valueText={money}
      />
      <Text size="1" color="gray">
        <Trans>The gift campaign is running: its order range cannot change until it ends.</Trans>
      </Text>
    </Flex>
  )
}
