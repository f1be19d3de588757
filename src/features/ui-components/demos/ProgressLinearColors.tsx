import { useLingui } from '@lingui/react/macro'
import { Flex, Progress } from '@radix-ui/themes'

/** Every bar gets a name (`aria-label`): "progress" alone tells nobody what is progressing. */
export default function ProgressLinearColors() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      <Progress value={64} aria-label={t`Comments answered this week`} />
      <Progress value={100} color="grass" aria-label={t`Account setup complete`} />
      <Progress value={88} color="amber" aria-label={t`Monthly DM quota used`} />
      <Progress value={23} color="red" aria-label={t`Webhook error rate`} />
      <Progress value={50} color="gray" highContrast aria-label={t`Drafts reviewed`} />
    </Flex>
  )
}
