import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { CircularProgress } from '@/components/progress'

/** 16 and 24 pixels sit in a line of text or a button; 40 and 64 have room for the figure. */
export default function ProgressCircularSizes() {
  const { t } = useLingui()
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <CircularProgress label={t`Import progress, size 1`} value={60} size="1" />
      <CircularProgress label={t`Import progress, size 2`} value={60} size="2" />
      <CircularProgress label={t`Import progress, size 3`} value={60} size="3" showValue />
      <CircularProgress label={t`Import progress, size 4`} value={60} size="4" showValue />
    </Flex>
  )
}
