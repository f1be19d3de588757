import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'

/** A notice that offers the way out of the problem it states; once done, it says so. */
export default function AlertWithAction() {
  const [reconnecting, setReconnecting] = useState(false)
  const [done, setDone] = useState(false)

  const reconnect = () => {
    setReconnecting(true)
    // Stands in for the Instagram sign-in round trip.
    setTimeout(() => {
      setReconnecting(false)
      setDone(true)
    }, 1200)
  }

  if (done) {
    return (
      <Callout.Root color="grass" role="status">
        <Callout.Icon>
          <IconCircleCheck size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>@auroracoffee is reconnected. Replies will go out again.</Trans>
        </Callout.Text>
        <Button size="1" variant="soft" color="gray" onClick={() => setDone(false)}>
          <Trans>Show the warning again</Trans>
        </Button>
      </Callout.Root>
    )
  }
  return (
    <Callout.Root color="amber">
      <Callout.Icon>
        <IconAlertTriangle size={16} aria-hidden />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          <Trans>Your access token expires in 5 days. Reconnect the account to keep replying.</Trans>
        </Callout.Text>
        <Button size="1" color="amber" loading={reconnecting} onClick={reconnect}>
          <Trans>Reconnect @auroracoffee</Trans>
        </Button>
      </Flex>
    </Callout.Root>
  )
}
