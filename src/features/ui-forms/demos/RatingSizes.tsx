import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { Rating, type RatingSize } from '@/components/rating'

/** Three sizes: 1 in a table row, 2 in a form, 3 when the score is the question. */
export default function RatingSizes() {
  const { t } = useLingui()
  const [value, setValue] = useState<number | null>(3)
  const sizes: { size: RatingSize; label: string }[] = [
    { size: '1', label: t`Rating, small` },
    { size: '2', label: t`Rating, medium` },
    { size: '3', label: t`Rating, large` },
  ]
  return (
    <Flex direction="column" gap="3" align="start">
      {sizes.map(({ size, label }) => (
        <Rating key={size} size={size} label={label} value={value} onChange={setValue} />
      ))}
    </Flex>
  )
}
