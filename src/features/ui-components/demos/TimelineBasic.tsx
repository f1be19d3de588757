import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Timeline } from '@/components/timeline'

/** One run of an automation, step by step, each with how long ago it happened. */
export default function TimelineBasic() {
  // The moment the demo opened, so the times stay put across re-renders.
  const [now] = useState(() => Date.now())
  return (
    <Timeline
      items={[
        {
          id: 'received',
          title: <Trans>Comment received</Trans>,
          description: <Trans>@lena.brews on “Harvest roast”: “PRICE?”</Trans>,
          at: now - 5 * 60_000,
        },
        {
          id: 'matched',
          title: <Trans>Rule matched</Trans>,
          description: <Trans>“Price in DM”: the comment contains “PRICE”.</Trans>,
          at: now - 5 * 60_000,
          tone: 'info',
        },
        {
          id: 'replied',
          title: <Trans>Private reply sent</Trans>,
          description: (
            <Trans>The price list went to @lena.brews by direct message, after the rule’s 2-minute delay.</Trans>
          ),
          at: now - 3 * 60_000,
          tone: 'success',
        },
      ]}
    />
  )
}
