import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'

/** Steps of 10 %: the arrows move one step, Page Up / Page Down ten, Home / End to the ends. */
export default function SliderSteps() {
  const { t } = useLingui()
  const format = useFormat()
  const [discount, setDiscount] = useState([20])
  const percent = (value: number) => format.percent(value / 100)
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" gap="3">
        <Text size="2" weight="medium" aria-hidden>
          <Trans>Discount code sent in the DM</Trans>
        </Text>
        <Text size="2" color="gray" aria-hidden>
          {percent(discount[0]!)}
        </Text>
      </Flex>
      <NamedSlider
        value={discount}
        onValueChange={setDiscount}
        min={0}
        max={50}
        step={10}
        thumbLabels={[t`Discount code sent in the DM`]}
        valueText={percent}
      />
      {/* The steps written under the track, from the reading start. */}
      <Flex justify="between" aria-hidden>
        {[0, 10, 20, 30, 40, 50].map((mark) => (
          <Text key={mark} size="1" color="gray">
            {percent(mark)}
          </Text>
        ))}
      </Flex>
    </Flex>
  )
}
