import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Progress, Text } from '@radix-ui/themes'

/**
 * No `value`: the task has no measurable progress. `duration` is how long it usually takes: the bar
 * fills over that time, then pulses while it waits, so it never looks stuck at 100%.
 */
export default function ProgressLinearIndeterminate() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      <Text size="2">
        <Trans>Fetching your last 50 posts from Instagram…</Trans>
      </Text>
      <Progress duration="20s" aria-label={t`Fetching your posts`} />
      <Text size="2">
        <Trans>Verifying the webhook signature…</Trans>
      </Text>
      <Progress duration="5s" color="blue" aria-label={t`Verifying the webhook`} />
    </Flex>
  )
}
