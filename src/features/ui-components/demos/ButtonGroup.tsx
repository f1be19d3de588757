import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, SegmentedControl, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'

type Period = 'day' | 'week' | 'month'
const ANSWERED: Record<Period, number> = { day: 42, week: 318, month: 1204 }

/**
 * Two kinds of group. Picking one view among a few is Radix Themes' SegmentedControl (a radio
 * group: arrow keys move, mirrored in Arabic). Related actions side by side are buttons in a
 * named `role="group"`.
 */
export default function ButtonGroup() {
  const { t } = useLingui()
  const format = useFormat()
  const [period, setPeriod] = useState<Period>('week')
  const [action, setAction] = useState('')
  return (
    <Flex direction="column" gap="3" align="start">
      <SegmentedControl.Root
        value={period}
        onValueChange={(value) => setPeriod(value as Period)}
        aria-label={t`Period`}
      >
        <SegmentedControl.Item value="day">
          <Trans>Day</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="week">
          <Trans>Week</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="month">
          <Trans>Month</Trans>
        </SegmentedControl.Item>
      </SegmentedControl.Root>
      <Text size="2" color="gray">
        <Trans>DMs answered: {format.number(ANSWERED[period])}</Trans>
      </Text>
      <Flex role="group" aria-label={t`Actions for the comment`} gap="1">
        <Button variant="soft" onClick={() => setAction(t`Reply sent in DM.`)}>
          <Trans>Reply in DM</Trans>
        </Button>
        <Button variant="soft" onClick={() => setAction(t`Comment pinned.`)}>
          <Trans>Pin</Trans>
        </Button>
        <Button variant="soft" color="gray" onClick={() => setAction(t`Comment hidden.`)}>
          <Trans>Hide</Trans>
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {action}
      </Text>
    </Flex>
  )
}
