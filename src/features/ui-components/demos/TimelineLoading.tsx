import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { Timeline, TimelineSkeleton } from '@/components/timeline'

/** While the events load, TimelineSkeleton keeps their shape (no jump) and tells screen readers it is loading. */
export default function TimelineLoading() {
  const { t } = useLingui()
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setLoading(false), 2500)
    return () => clearTimeout(timer)
  }, [loading])
  // The moment the demo opened, so the times stay put across re-renders.
  const [now] = useState(() => Date.now())
  return (
    <Flex direction="column" gap="3" align="stretch">
      {loading ? (
        <TimelineSkeleton rows={3} label={t`Loading the run’s steps…`} />
      ) : (
        <Timeline
          items={[
            { id: 'r', title: <Trans>Story mention received</Trans>, at: now - 40_000 },
            { id: 'm', title: <Trans>Rule matched</Trans>, at: now - 39_000, tone: 'info' },
            { id: 's', title: <Trans>Thank-you DM sent</Trans>, at: now - 37_000, tone: 'success' },
          ]}
        />
      )}
      <Flex>
        <Button size="1" variant="soft" disabled={loading} onClick={() => setLoading(true)}>
          <Trans>Load again</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}
