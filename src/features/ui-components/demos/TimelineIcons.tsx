import { Trans } from '@lingui/react/macro'
import { IconAlertTriangle, IconBolt, IconMessageCircle, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { Timeline } from '@/components/timeline'

/** An icon in place of each dot says what kind of step it was; the tone colours it. */
export default function TimelineIcons() {
  // The moment the demo opened, so the times stay put across re-renders.
  const [now] = useState(() => Date.now())
  return (
    <Timeline
      items={[
        {
          id: 'received',
          title: <Trans>Comment received</Trans>,
          at: now - 3 * 60_000,
          marker: <IconMessageCircle size={16} aria-hidden />,
        },
        {
          id: 'matched',
          title: <Trans>Rule matched</Trans>,
          at: now - 3 * 60_000,
          tone: 'info',
          marker: <IconBolt size={16} aria-hidden />,
        },
        {
          id: 'retry',
          title: <Trans>Instagram slowed us down, retrying</Trans>,
          at: now - 2 * 60_000,
          tone: 'warning',
          marker: <IconAlertTriangle size={16} aria-hidden />,
        },
        {
          id: 'sent',
          title: <Trans>Private reply sent</Trans>,
          at: now - 60_000,
          tone: 'success',
          marker: <IconSend size={16} aria-hidden />,
        },
      ]}
    />
  )
}
