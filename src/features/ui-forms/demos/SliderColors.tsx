import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { NamedSlider } from '@/components/slider'

/** The app's accent by default; another colour when the slider says something (amber for a limit). */
export default function SliderColors() {
  const { t } = useLingui()
  const [value, setValue] = useState([40])
  const colours = [
    { color: undefined, label: t`Share of replies sent, accent colour` },
    { color: 'blue', label: t`Share of replies sent, blue` },
    { color: 'amber', label: t`Share of replies sent, amber` },
    { color: 'red', label: t`Share of replies sent, red` },
    { color: 'gray', label: t`Share of replies sent, grey` },
  ] as const
  return (
    <Flex direction="column" gap="4">
      {colours.map(({ color, label }) => (
        <NamedSlider key={label} color={color} value={value} onValueChange={setValue} thumbLabels={[label]} />
      ))}
    </Flex>
  )
}
