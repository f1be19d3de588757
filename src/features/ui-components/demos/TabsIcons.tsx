import { Trans } from '@lingui/react/macro'
import { Box, Flex, Tabs, Text } from '@radix-ui/themes'
import { IconBolt, IconChartBar, IconSettings } from '@tabler/icons-react'
import { useFormat } from '@/components/format'

/** An icon before each word; the word stays, so the tab keeps its name. */
export default function TabsIcons() {
  const format = useFormat()
  const runs = format.number(1284)
  const rate = format.percent(0.97)
  return (
    <Tabs.Root defaultValue="rules">
      <Tabs.List>
        <Tabs.Trigger value="rules">
          <Flex gap="2" align="center">
            <IconBolt size={16} aria-hidden />
            <Trans>Rules</Trans>
          </Flex>
        </Tabs.Trigger>
        <Tabs.Trigger value="stats">
          <Flex gap="2" align="center">
            <IconChartBar size={16} aria-hidden />
            <Trans>Statistics</Trans>
          </Flex>
        </Tabs.Trigger>
        <Tabs.Trigger value="settings">
          <Flex gap="2" align="center">
            <IconSettings size={16} aria-hidden />
            <Trans>Settings</Trans>
          </Flex>
        </Tabs.Trigger>
      </Tabs.List>
      <Box pt="3">
        <Tabs.Content value="rules">
          <Text size="2">
            <Trans>When a comment contains “PRICE”, reply privately with the price list.</Trans>
          </Text>
        </Tabs.Content>
        <Tabs.Content value="stats">
          <Text size="2">
            <Trans>
              {runs} runs this month, {rate} delivered
            </Trans>
          </Text>
        </Tabs.Content>
        <Tabs.Content value="settings">
          <Text size="2">
            <Trans>Runs on every post, from 8 am to 10 pm.</Trans>
          </Text>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  )
}
