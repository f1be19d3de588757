import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Tooltip } from '@/components/Tooltip'

/**
 * A disabled button gets no pointer or focus events, so its tooltip would never open. Wrap it in a
 * focusable span that takes the tooltip, and say in it why the button is disabled.
 */
export default function TooltipDisabled() {
  const [connected, setConnected] = useState(false)
  const [published, setPublished] = useState(false)
  return (
    <Flex direction="column" gap="3" align="start">
      <Flex gap="3" wrap="wrap">
        {connected ? (
          <Button onClick={() => setPublished(true)}>
            <Trans>Publish automation</Trans>
          </Button>
        ) : (
          <Tooltip content={<Trans>Connect an Instagram account first</Trans>}>
            <span tabIndex={0} className="cb-disabled-wrapper">
              <Button disabled>
                <Trans>Publish automation</Trans>
              </Button>
            </span>
          </Tooltip>
        )}
        <Button
          variant="soft"
          color="gray"
          onClick={() => {
            setConnected(!connected)
            setPublished(false)
          }}
        >
          {connected ? <Trans>Disconnect @aurora.coffee</Trans> : <Trans>Connect @aurora.coffee</Trans>}
        </Button>
      </Flex>
      {published && (
        <Text size="2" color="gray" aria-live="polite">
          <Trans>The automation is live.</Trans>
        </Text>
      )}
    </Flex>
  )
}
