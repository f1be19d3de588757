import { Trans } from '@lingui/react/macro'
import { Box, Tabs, Text } from '@radix-ui/themes'

/** A disabled tab is skipped by the arrow keys; say why nearby, since it cannot be hovered for a hint. */
export default function TabsDisabled() {
  return (
    <Tabs.Root defaultValue="instagram">
      <Tabs.List>
        <Tabs.Trigger value="instagram">
          <Trans>Instagram</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="messenger" disabled>
          <Trans>Messenger</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="webhooks">
          <Trans>Webhooks</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Box pt="3">
        <Tabs.Content value="instagram">
          <Text size="2">
            <Trans>@aurora.coffee is connected. Messenger comes with the Business plan.</Trans>
          </Text>
        </Tabs.Content>
        <Tabs.Content value="webhooks">
          <Text size="2">
            <Trans>Two endpoints receive every new comment.</Trans>
          </Text>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  )
}
