import { Trans } from '@lingui/react/macro'
import { Box, Tabs, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'

/**
 * Many tabs: the list scrolls sideways (from the right in Arabic). The arrow keys bring the focused
 * tab into view; a thin scrollbar shows there is more.
 */
export default function TabsScroll() {
  const format = useFormat()
  const days = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-01`)
  const months = days.map((day) => format.date(day, { month: 'long' }))
  return (
    <Tabs.Root defaultValue="0">
      <Tabs.List className="cb-tabs-scroll">
        {months.map((month, index) => (
          <Tabs.Trigger key={index} value={String(index)}>
            {month}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box pt="3">
        {days.map((day, index) => {
          const period = format.date(day, { month: 'long', year: 'numeric' })
          return (
            <Tabs.Content key={index} value={String(index)}>
              <Text size="2">
                <Trans>Automation report for {period}.</Trans>
              </Text>
            </Tabs.Content>
          )
        })}
      </Box>
    </Tabs.Root>
  )
}
