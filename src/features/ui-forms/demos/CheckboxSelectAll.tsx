import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox, Flex, Separator, Text } from '@radix-ui/themes'
import { useState } from 'react'

type Alert = 'dm' | 'comment' | 'mention' | 'webhook'

/**
 * "Select all" over a list: ticked when all are, empty when none is, `indeterminate` in between
 * (announced as "mixed"). Clicking it in the mixed state ticks them all.
 */
export default function CheckboxSelectAll() {
  const { t } = useLingui()
  const alerts: { value: Alert; label: string }[] = [
    { value: 'dm', label: t`A new direct message` },
    { value: 'comment', label: t`A comment on a post` },
    { value: 'mention', label: t`A story mention` },
    { value: 'webhook', label: t`A failed webhook delivery` },
  ]
  const [chosen, setChosen] = useState<Alert[]>(['dm', 'mention'])
  const all = chosen.length === alerts.length ? true : chosen.length === 0 ? false : 'indeterminate'
  const toggle = (value: Alert, on: boolean) =>
    setChosen((current) => (on ? [...current, value] : current.filter((item) => item !== value)))
  return (
    <Flex direction="column" gap="2">
      <Text as="label" size="2" weight="medium">
        <Flex gap="2" align="center">
          <Checkbox
            checked={all}
            onCheckedChange={() => setChosen(all === true ? [] : alerts.map((alert) => alert.value))}
          />
          <Trans>Email me about every event</Trans>
        </Flex>
      </Text>
      <Separator size="4" />
      <Flex direction="column" gap="2" className="forms-inputs-indent">
        {alerts.map((alert) => (
          <Text as="label" size="2" key={alert.value}>
            <Flex gap="2" align="center">
              <Checkbox
                checked={chosen.includes(alert.value)}
                onCheckedChange={(checked) => toggle(alert.value, checked === true)}
              />
              {alert.label}
            </Flex>
          </Text>
        ))}
      </Flex>
      <Text size="1" color="gray">
        {t`${plural(chosen.length, { 0: 'No email: you will see events in the app only.', one: '# kind of event is emailed.', other: '# kinds of events are emailed.' })}`}
      </Text>
    </Flex>
  )
}
