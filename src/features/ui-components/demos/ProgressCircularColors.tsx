import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { CircularProgress } from '@/components/progress'

/** The person's accent by default; fixed scales when the colour means something (docs/kit.md). */
export default function ProgressCircularColors() {
  const { t } = useLingui()
  return (
    <Flex gap="4" wrap="wrap" align="center">
      <CircularProgress label={t`Replies sent today`} value={72} size="3" showValue />
      <CircularProgress label={t`Profile completed`} value={100} size="3" color="grass" showValue />
      <CircularProgress label={t`Monthly DM quota used`} value={86} size="3" color="amber" showValue />
      <CircularProgress label={t`Failed webhook deliveries`} value={12} size="3" color="red" showValue />
      <CircularProgress label={t`Story mentions answered`} value={45} size="3" color="blue" showValue />
    </Flex>
  )
}
