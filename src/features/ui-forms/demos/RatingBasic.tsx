import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Rating } from '@/components/rating'

/** A score out of five; the pointer previews what a star means before it is chosen. */
export default function RatingBasic() {
  const { t } = useLingui()
  const labelId = useId()
  const [value, setValue] = useState<number | null>(4)
  const [hovered, setHovered] = useState<number | null>(null)
  const meanings = [t`Poor`, t`Fair`, t`Good`, t`Very good`, t`Excellent`]
  const shown = hovered ?? value
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} size="2" weight="medium">
        <Trans>How did the “Order status” automation answer your customers?</Trans>
      </Text>
      <Flex align="center" gap="3">
        <Rating labelledBy={labelId} value={value} onChange={setValue} onHoverChange={setHovered} />
        {/* What the star under the pointer means, or the chosen one. */}
        <Text size="2" color="gray" aria-live="polite">
          {shown ? meanings[shown - 1] : <Trans>Not rated yet</Trans>}
        </Text>
      </Flex>
    </Flex>
  )
}
