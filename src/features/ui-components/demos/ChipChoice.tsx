import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { ChipGroup } from '@/components/chip'

type Tone = 'friendly' | 'formal' | 'playful'

/** Choice chips: exactly one is chosen, like radio buttons. */
export default function ChipChoice() {
  const { t } = useLingui()
  const [tone, setTone] = useState<Tone | null>('friendly')
  const preview: Record<Tone, string> = {
    friendly: t`Hi! Our Ethiopia Guji is €14 for 250 g. Want the link?`,
    formal: t`Good afternoon. The Ethiopia Guji costs €14 for 250 g. May we send you the link?`,
    playful: t`Guji time! €14 for 250 g of pure joy. Link?`,
  }
  return (
    <Flex direction="column" gap="3">
      <ChipGroup
        label={t`Tone of the automatic reply`}
        selection="single"
        value={tone}
        onValueChange={(value) => setTone(value as Tone)}
        items={[
          { value: 'friendly', label: t`Friendly` },
          { value: 'formal', label: t`Formal` },
          { value: 'playful', label: t`Playful` },
        ]}
      />
      {tone && (
        <Text size="2" color="gray">
          <Trans>Preview: {preview[tone]}</Trans>
        </Text>
      )}
    </Flex>
  )
}
