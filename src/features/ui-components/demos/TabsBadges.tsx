import { Plural, Trans } from '@lingui/react/macro'
import { Badge, Box, Flex, Tabs, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'

const COUNTS = { unread: 12, assigned: 3, done: 148 }

/** A count beside each tab, in the reader's digits; the panel says the same in words. */
export default function TabsBadges() {
  const format = useFormat()
  const { unread, assigned, done } = COUNTS
  return (
    <Tabs.Root defaultValue="unread">
      <Tabs.List>
        <Tabs.Trigger value="unread">
          <Flex gap="2" align="center">
            <Trans>Unread</Trans>
            <Badge color="red" radius="full">
              {format.number(unread)}
            </Badge>
          </Flex>
        </Tabs.Trigger>
        <Tabs.Trigger value="assigned">
          <Flex gap="2" align="center">
            <Trans>Assigned to me</Trans>
            <Badge radius="full">{format.number(assigned)}</Badge>
          </Flex>
        </Tabs.Trigger>
        <Tabs.Trigger value="done">
          <Flex gap="2" align="center">
            <Trans>Done</Trans>
            <Badge color="gray" radius="full">
              {format.compact(done)}
            </Badge>
          </Flex>
        </Tabs.Trigger>
      </Tabs.List>
      <Box pt="3">
        <Tabs.Content value="unread">
          <Text size="2">
            <Plural
              value={unread}
              one="# conversation waits for a first look."
              other="# conversations wait for a first look."
            />
          </Text>
        </Tabs.Content>
        <Tabs.Content value="assigned">
          <Text size="2">
            <Plural
              value={assigned}
              one="# conversation is yours to answer."
              other="# conversations are yours to answer."
            />
          </Text>
        </Tabs.Content>
        <Tabs.Content value="done">
          <Text size="2">
            <Plural value={done} one="# conversation closed this month." other="# conversations closed this month." />
          </Text>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  )
}
