import { Trans } from '@lingui/react/macro'
import { Box, Tabs, Text } from '@radix-ui/themes'

/** Radix Themes' Tabs: arrow keys move between tabs (mirrored in Arabic), Tab goes into the panel. */
export default function TabsBasic() {
  return (
    <Tabs.Root defaultValue="comments">
      <Tabs.List>
        <Tabs.Trigger value="comments">
          <Trans>Comments</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="messages">
          <Trans>Messages</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="mentions">
          <Trans>Mentions</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Box pt="3">
        <Tabs.Content value="comments">
          <Text size="2">
            <Trans>Comments on your posts and reels, newest first.</Trans>
          </Text>
        </Tabs.Content>
        <Tabs.Content value="messages">
          <Text size="2">
            <Trans>Direct messages, including private replies sent by automations.</Trans>
          </Text>
        </Tabs.Content>
        <Tabs.Content value="mentions">
          <Text size="2">
            <Trans>Stories that mention @aurora.coffee in the last 24 hours.</Trans>
          </Text>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  )
}
