import { Trans } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { StatusBadge } from '@/components/status-badge'

/**
 * For a status, the kit's StatusBadge: a tone (success, warning…) rather than a colour, so "paid"
 * stays green under any primary colour the person picks, and the words carry the meaning.
 */
export default function BadgeColors() {
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap">
        <StatusBadge tone="success">
          <Trans>Live</Trans>
        </StatusBadge>
        <StatusBadge tone="warning">
          <Trans>Token expiring</Trans>
        </StatusBadge>
        <StatusBadge tone="danger">
          <Trans>Failed</Trans>
        </StatusBadge>
        <StatusBadge tone="info">
          <Trans>Scheduled</Trans>
        </StatusBadge>
        <StatusBadge tone="neutral">
          <Trans>Paused</Trans>
        </StatusBadge>
      </Flex>
      <Flex gap="2" wrap="wrap">
        <StatusBadge tone="success" variant="surface">
          <Trans>Live</Trans>
        </StatusBadge>
        <StatusBadge tone="danger" variant="outline">
          <Trans>Failed</Trans>
        </StatusBadge>
      </Flex>
    </Flex>
  )
}
