import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

// Stands in for the API call; a real screen awaits a mutation (`mutateAsync`).
const sync = () => new Promise<number>((resolve) => setTimeout(() => resolve(14), 1500))

/**
 * `loading` keeps the button's width, shows a spinner and disables it while the action runs, so
 * a second click does not start it twice; the result is announced when it arrives.
 */
export default function ButtonLoading() {
  const { t } = useLingui()
  const [loading, setLoading] = useState(false)
  const [synced, setSynced] = useState<number | null>(null)

  const run = async () => {
    setLoading(true)
    setSynced(await sync())
    setLoading(false)
  }

  return (
    <Flex direction="column" gap="3" align="start">
      <Button loading={loading} onClick={() => void run()}>
        <Trans>Sync comments</Trans>
      </Button>
      <Text size="2" color="gray" role="status">
        {loading && <Trans>Syncing with Instagram…</Trans>}
        {!loading &&
          synced !== null &&
          t`${plural(synced, { 0: 'No new comment.', one: '# new comment synced.', other: '# new comments synced.' })}`}
      </Text>
    </Flex>
  )
}
