import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { toast } from 'sonner'

/** A stand-in for the request: resolves after 2 s, or fails as a lost connection would. */
function publishReel(fail: boolean): Promise<{ caption: string }> {
  return new Promise((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('offline')) : resolve({ caption: 'Harvest roast' })), 2000),
  )
}

/**
 * Sonner's `toast.promise` follows one request: a loading toast that turns into success or error.
 * The button stays disabled while the request runs, so it cannot be sent twice.
 */
export default function SnackbarPromise() {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const publish = (fail: boolean) => {
    setBusy(true)
    const request = publishReel(fail)
    toast.promise(request, {
      loading: t`Publishing the reel…`,
      success: ({ caption }) => t`“${caption}” is published`,
      error: t`The reel was not published: check your connection and try again.`,
    })
    void request.catch(() => undefined).finally(() => setBusy(false))
  }
  return (
    <Flex gap="2" wrap="wrap">
      <Button disabled={busy} onClick={() => publish(false)}>
        <Trans>Publish reel</Trans>
      </Button>
      <Button variant="soft" color="red" disabled={busy} onClick={() => publish(true)}>
        <Trans>Publish while offline</Trans>
      </Button>
    </Flex>
  )
}
