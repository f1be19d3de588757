import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { Rating } from '@/components/rating'

/** A score that can no longer change: the review was published. */
export default function RatingDisabled() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="2" align="start">
      <Rating disabled label={t`Your published rating`} value={4} onChange={() => {}} />
      <Text size="1" color="gray">
        <Trans>Published reviews cannot be edited.</Trans>
      </Text>
    </Flex>
  )
}
