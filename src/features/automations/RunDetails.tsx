import { useLingui } from '@lingui/react/macro'
import { Badge, Flex, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import type { AutomationRun } from '@/domain/automations/runs'
import {
  ACTION_LABELS,
  REASON_MESSAGES,
  RUN_STATUS_COLORS,
  RUN_STATUS_LABELS,
  TEST_STATUS_LABELS,
} from '@/domain/automations/messages'

/** What each step of a run did, and why when it did not simply go out. Test runs say "would". */
export function RunSteps({ run }: { run: AutomationRun }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const labels = run.test ? TEST_STATUS_LABELS : RUN_STATUS_LABELS
  if (run.actions.length === 0) {
    return run.reason ? (
      <Text size="2" color="gray">
        {i18n._(REASON_MESSAGES[run.reason])}
      </Text>
    ) : null
  }
  return (
    <ol
      aria-label={t`Steps`}
      style={{ margin: 0, paddingInlineStart: 'var(--space-5)', display: 'grid', gap: 'var(--space-1)' }}
    >
      {run.actions.map((action) => (
        <li key={action.index}>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2">{i18n._(ACTION_LABELS[action.kind])}</Text>
            <Badge
              color={run.test ? 'gray' : RUN_STATUS_COLORS[action.status]}
              variant={run.test ? 'outline' : 'soft'}
              highContrast
            >
              {i18n._(labels[action.status])}
            </Badge>
            {action.text ? (
              <Text size="1" color="gray">
                “<bdi>{action.text}</bdi>”
              </Text>
            ) : null}
          </Flex>
          {action.reason ? (
            <Text as="p" size="1" color={action.status === 'failed' ? 'red' : 'gray'}>
              {i18n._(REASON_MESSAGES[action.reason])}
              {action.error ? ` ${t`Instagram said: ${action.error.message} (code ${action.error.code})`}` : ''}
              {action.dueAt && action.status === 'queued'
                ? ` ${t`Next attempt: ${format.dateTime(action.dueAt)}`}`
                : ''}
            </Text>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
