import { Trans } from '@lingui/react/macro'
import { Badge, Flex, Switch, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'

/**
 * A switch acts at once (no save button): its effect shows beside it. Disabled switches keep
 * their state visible; a helper line is tied with aria-describedby.
 */
export default function SwitchStates() {
  const helpId = useId()
  const [live, setLive] = useState(true)
  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="1">
        <Flex gap="3" align="center" wrap="wrap">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={live} onCheckedChange={setLive} aria-describedby={helpId} />
              <Trans>Price reply automation</Trans>
            </Flex>
          </Text>
          <Badge color={live ? 'grass' : 'gray'}>{live ? <Trans>Live</Trans> : <Trans>Paused</Trans>}</Badge>
        </Flex>
        <Text id={helpId} size="1" color="gray">
          <Trans>Comments with “PRICE” get a private reply with the price list.</Trans>
        </Text>
      </Flex>
      <Text as="label" size="2" color="gray">
        <Flex gap="2" align="center">
          <Switch disabled defaultChecked />
          <Trans>Webhook signature check (always on)</Trans>
        </Flex>
      </Text>
      <Text as="label" size="2" color="gray">
        <Flex gap="2" align="center">
          <Switch disabled />
          <Trans>AI-written replies (coming soon)</Trans>
        </Flex>
      </Text>
    </Flex>
  )
}
