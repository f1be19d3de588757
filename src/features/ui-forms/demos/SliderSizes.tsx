import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { NamedSlider } from '@/components/slider'

/** Sizes 1 to 3, and the three variants of Radix Themes. */
export default function SliderSizes() {
  const { t } = useLingui()
  const [value, setValue] = useState([60])
  return (
    <Flex direction="column" gap="4">
      <NamedSlider size="1" value={value} onValueChange={setValue} thumbLabels={[t`Volume, small`]} />
      <NamedSlider size="2" value={value} onValueChange={setValue} thumbLabels={[t`Volume, medium`]} />
      <NamedSlider size="3" value={value} onValueChange={setValue} thumbLabels={[t`Volume, large`]} />
      <NamedSlider variant="classic" value={value} onValueChange={setValue} thumbLabels={[t`Volume, classic`]} />
      <NamedSlider variant="soft" value={value} onValueChange={setValue} thumbLabels={[t`Volume, soft`]} />
    </Flex>
  )
}
