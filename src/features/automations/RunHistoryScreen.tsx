import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Heading, Select, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { Pagination } from '@/components/Pagination'
import {
  ACTION_LABELS,
  automationErrorMessage,
  EVENT_KIND_LABELS,
  REASON_MESSAGES,
  RUN_STATUS_COLORS,
  RUN_STATUS_LABELS,
} from '@/domain/automations/messages'
import { RUN_STATUSES, type AutomationRun, type RunStatus } from '@/domain/automations/runs'
import { stepsNotSent } from '@/domain/automations/runStatus'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { automationQuery, automationRunsQuery } from './api'
import { useFocusOnOpen } from './focus'
import './automations.css'
import { RunSteps } from './RunDetails'
import { useRunListParams } from './urlState'

/**
 * /automacoes/{id}/execucoes: every run of one automation, newest first. Each run says what it
 * did and, for every step that did not go out, why. Filter and page live in the URL.
 */
export default function RunHistoryScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const id = params.id ?? ''
  const statusLabel = useId()
  const [filters, setFilters] = useRunListParams()
  const automation = useQuery(automationQuery(id))
  const runs = useQuery(automationRunsQuery(id, filters))
  const headingRef = useFocusOnOpen<HTMLHeadingElement>(automation.data !== undefined)
  const failure = automation.error ?? runs.error

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6" ref={headingRef} tabIndex={-1}>
          {automation.data ? <Trans>Run history of “{automation.data.name}”</Trans> : <Trans>Run history</Trans>}
        </Heading>
        <Button variant="soft" asChild>
          <Link href={pathOf('automations')}>
            <Trans>Back to automations</Trans>
          </Link>
        </Button>
      </Flex>
      <Flex align="center" gap="2">
        <Text size="2" id={statusLabel}>
          <Trans>Status</Trans>
        </Text>
        <Select.Root
          value={filters.status}
          onValueChange={(value) => setFilters({ status: value as RunStatus | 'all', page: 1 })}
        >
          <Select.Trigger aria-labelledby={statusLabel} />
          <Select.Content>
            <Select.Item value="all">{t`All`}</Select.Item>
            {RUN_STATUSES.map((value) => (
              <Select.Item key={value} value={value}>
                {i18n._(RUN_STATUS_LABELS[value])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {failure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(failure))}</Callout.Text>
          <Button
            variant="soft"
            onClick={() => {
              void automation.refetch()
              void runs.refetch()
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </Callout.Root>
      ) : !runs.data ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>
            <Trans>Loading runs…</Trans>
          </Text>
        </Flex>
      ) : runs.data.total === 0 ? (
        <Text color="gray">
          {filters.status === 'all' ? (
            <Trans>No runs yet. Runs appear here when Instagram events match this automation.</Trans>
          ) : (
            <Trans>No run has this status.</Trans>
          )}
        </Text>
      ) : (
        <>
          <ol
            aria-label={t`Runs, newest first`}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-2)' }}
          >
            {runs.data.items.map((run) => (
              <li key={run.id}>
                <RunCard run={run} />
              </li>
            ))}
          </ol>
          <Pagination
            label={t`Runs pages`}
            page={runs.data.page}
            pageSize={runs.data.pageSize}
            total={runs.data.total}
            onPage={(page) => setFilters({ page })}
            onPageSize={(pageSize) => setFilters({ pageSize, page: 1 })}
          />
        </>
      )}
    </Flex>
  )
}

function RunCard({ run }: { run: AutomationRun }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const stepsId = useId()
  const notSent = stepsNotSent(run)
  return (
    <Card data-run-status={run.status}>
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={RUN_STATUS_COLORS[run.status]} size="2" highContrast>
            {i18n._(RUN_STATUS_LABELS[run.status])}
          </Badge>
          <Text size="2" weight="medium">
            {i18n._(EVENT_KIND_LABELS[run.eventKind])}
          </Text>
          <Text size="2" color="gray">
            <time dateTime={new Date(run.createdAt).toISOString()}>
              {i18n.date(new Date(run.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
          </Text>
        </Flex>
        {notSent.length > 0 ? (
          <ul aria-label={t`Steps that did not go out`} style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
            {notSent.map((action) => (
              <li key={action.index}>
                <Text size="2" color={action.status === 'failed' ? 'red' : 'gray'}>
                  {i18n._(ACTION_LABELS[action.kind])}: {action.reason ? i18n._(REASON_MESSAGES[action.reason]) : ''}
                </Text>
              </li>
            ))}
          </ul>
        ) : run.actions.length === 0 && run.reason ? (
          <Text size="2" color="gray">
            {i18n._(REASON_MESSAGES[run.reason])}
          </Text>
        ) : run.status === 'queued' && run.reason ? (
          <Text size="2" color="gray">
            {i18n._(REASON_MESSAGES[run.reason])}
          </Text>
        ) : null}
        {run.actions.length > 0 ? (
          <div>
            <Button
              variant="ghost"
              size="1"
              aria-expanded={open}
              aria-controls={stepsId}
              onClick={() => setOpen(!open)}
            >
              {open ? <Trans>Hide steps</Trans> : <Trans>Show steps</Trans>}
            </Button>
            <div id={stepsId} hidden={!open}>
              {open ? <RunSteps run={run} /> : null}
            </div>
          </div>
        ) : null}
      </Flex>
    </Card>
  )
}
