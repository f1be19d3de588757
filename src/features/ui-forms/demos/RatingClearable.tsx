import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { Rating } from '@/components/rating'

/** An optional score: choosing the same star again (or Delete) takes it back. */
export default function RatingClearable() {
  const { t } = useLingui()
  const [value, setValue] = useState<number | null>(2)
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Rating clearable label={t`Rate this reply template`} value={value} onChange={setValue} />
      <Button size="1" variant="soft" color="gray" disabled={value === null} onClick={() => setValue(null)}>
        <Trans>Clear the rating</Trans>
      </Button>
    </Flex>
  )
}
