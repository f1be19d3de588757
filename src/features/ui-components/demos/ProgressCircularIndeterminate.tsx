import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { CircularProgress } from '@/components/progress'

/**
 * No `value`: the amount of work is unknown, so the ring spins (and holds still for people whose
 * system asks for reduced motion). Always say in words what is happening.
 */
export default function ProgressCircularIndeterminate() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center">
        <CircularProgress label={t`Connecting to Instagram`} size="2" />
        <Text size="2">
          <Trans>Connecting to Instagram…</Trans>
        </Text>
      </Flex>
      <Flex gap="2" align="center">
        <CircularProgress label={t`Checking the webhook`} size="2" color="blue" />
        <Text size="2">
          <Trans>Checking the webhook…</Trans>
        </Text>
      </Flex>
    </Flex>
  )
}
