import { Trans } from '@lingui/react/macro'
import { Timeline } from '@/components/timeline'

/** `variant="outline"`: rings instead of filled dots, for a quieter history beside busier content. */
export default function TimelineOutlined() {
  return (
    <Timeline
      variant="outline"
      time="absolute"
      items={[
        { id: 'created', title: <Trans>Automation created</Trans>, at: '2026-03-02T09:14:00Z' },
        { id: 'edited', title: <Trans>Keyword “COST” added</Trans>, at: '2026-03-09T16:40:00Z', tone: 'info' },
        { id: 'paused', title: <Trans>Paused for the holiday</Trans>, at: '2026-04-01T08:00:00Z', tone: 'warning' },
        { id: 'resumed', title: <Trans>Resumed</Trans>, at: '2026-04-08T08:00:00Z', tone: 'success' },
      ]}
    />
  )
}
