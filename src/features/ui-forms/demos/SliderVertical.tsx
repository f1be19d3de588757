import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'

/** Upright sliders (an equaliser of reply volume per weekday): Up raises, Down lowers. */
export default function SliderVertical() {
  const { t } = useLingui()
  const format = useFormat()
  const [levels, setLevels] = useState([40, 70, 55])
  // Weekday names from Intl: 2 March 2026 is a Monday.
  const days = [2, 4, 6].map((date) => format.date(new Date(2026, 2, date), { weekday: 'long' }))
  return (
    <Flex gap="6" align="end">
      {days.map((day, index) => (
        <Flex key={day} direction="column" align="center" gap="2">
          {/* A vertical slider takes the height of its box. */}
          <Flex height="140px">
            <NamedSlider
              orientation="vertical"
              value={[levels[index]!]}
              onValueChange={([level = 0]) => setLevels((all) => all.map((old, i) => (i === index ? level : old)))}
              thumbLabels={[t`Reply volume on ${day}`]}
              valueText={(level) => format.percent(level / 100)}
            />
          </Flex>
          <Text size="1" color="gray">
            {day}
          </Text>
        </Flex>
      ))}
    </Flex>
  )
}
