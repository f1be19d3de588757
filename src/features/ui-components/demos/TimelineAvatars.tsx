import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { UserAvatar } from '@/components/avatar'
import { Timeline } from '@/components/timeline'

/** Who did what: the person's avatar on the line (its name is in the title, so the avatar stays unlabelled). */
export default function TimelineAvatars() {
  // The moment the demo opened, so the times stay put across re-renders.
  const [now] = useState(() => Date.now())
  return (
    <Timeline
      items={[
        {
          id: 'a',
          title: <Trans>Lena Brewer asked about shipping to Lyon</Trans>,
          at: now - 2 * 3_600_000,
          marker: <UserAvatar name="Lena Brewer" size="1" />,
        },
        {
          id: 'b',
          title: <Trans>Sam Okafor assigned the conversation to himself</Trans>,
          at: now - 90 * 60_000,
          marker: <UserAvatar name="Sam Okafor" size="1" />,
        },
        {
          id: 'c',
          title: <Trans>Sam Okafor replied and closed it</Trans>,
          description: <Trans>“Yes, 3 to 4 days to Lyon, free above €40.”</Trans>,
          at: now - 80 * 60_000,
          tone: 'success',
          marker: <UserAvatar name="Sam Okafor" size="1" />,
        },
      ]}
    />
  )
}
