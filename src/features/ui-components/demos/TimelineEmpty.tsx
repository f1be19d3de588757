import { Trans } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { IconHistory } from '@tabler/icons-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state'
import { Timeline } from '@/components/timeline'

/** No event yet: the kit's EmptyState in place of an empty line, with the way to get the first one. */
export default function TimelineEmpty() {
  const [testedAt, setTestedAt] = useState<number | null>(null)
  if (testedAt !== null) {
    return (
      <Timeline
        items={[{ id: 'test', title: <Trans>Test comment sent to the automation</Trans>, at: testedAt, tone: 'info' }]}
      />
    )
  }
  return (
    <EmptyState
      icon={IconHistory}
      title={<Trans>No run yet</Trans>}
      description={<Trans>This automation has not met a matching comment. Send a test to see its first run.</Trans>}
      action={
        <Button variant="soft" onClick={() => setTestedAt(Date.now())}>
          <Trans>Send a test comment</Trans>
        </Button>
      }
    />
  )
}
