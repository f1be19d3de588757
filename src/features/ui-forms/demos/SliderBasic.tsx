import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'

/** One value with its label beside it, formatted in the current language (a duration in seconds). */
export default function SliderBasic() {
  const { t } = useLingui()
  const format = useFormat()
  const [delay, setDelay] = useState([30])
  // Intl writes the unit: "30 sec", "30 s", "٣٠ ثانية".
  const seconds = (value: number) => format.number(value, { style: 'unit', unit: 'second', unitDisplay: 'short' })
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" gap="3">
        <Text size="2" weight="medium" aria-hidden>
          <Trans>Wait before the automatic reply</Trans>
        </Text>
        <Text size="2" color="gray" aria-hidden>
          {seconds(delay[0]!)}
        </Text>
      </Flex>
      <NamedSlider
        value={delay}
        onValueChange={setDelay}
        min={0}
        max={120}
        thumbLabels={[t`Wait before the automatic reply`]}
        valueText={seconds}
      />
    </Flex>
  )
}
