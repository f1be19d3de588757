import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'

/** An upright range (a roast temperature window): Up raises the focused thumb, Down lowers it. */
export default function RangeSliderVertical() {
  const { t } = useLingui()
  const format = useFormat()
  const [roast, setRoast] = useState([196, 224])
  const celsius = (value: number) => format.number(value, { style: 'unit', unit: 'celsius' })
  const low = celsius(roast[0]!)
  const high = celsius(roast[1]!)
  return (
    <Flex gap="4" align="center" px="2">
      <Flex height="160px">
        <NamedSlider
          orientation="vertical"
          color="amber"
          value={roast}
          onValueChange={setRoast}
          min={180}
          max={240}
          minStepsBetweenThumbs={5}
          thumbLabels={[t`Lowest roast temperature`, t`Highest roast temperature`]}
          valueText={celsius}
        />
      </Flex>
      <Text size="2">
        <Trans>
          Roast between {low} and {high}.
        </Trans>
      </Text>
    </Flex>
  )
}
