import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { Rating } from '@/components/rating'

/** Ten stars for a finer score, such as the "how likely are you to recommend us" question. */
export default function RatingCount() {
  const { t } = useLingui()
  const format = useFormat()
  const [value, setValue] = useState<number | null>(8)
  return (
    <Flex direction="column" gap="2" align="start">
      <Rating
        count={10}
        size="1"
        label={t`How likely are you to recommend Conversa?`}
        value={value}
        onChange={setValue}
      />
      <Text size="2" color="gray">
        {value ? (
          <Trans>
            Score: {format.number(value)} out of {format.number(10)}
          </Trans>
        ) : (
          <Trans>No score yet</Trans>
        )}
      </Text>
    </Flex>
  )
}
