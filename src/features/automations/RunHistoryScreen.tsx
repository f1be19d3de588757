import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { DataTable, DateCell, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useFormat } from '@/components/format'
import { Handle, handleText } from '@/components/handle'
import {
  ACTION_LABELS,
  automationErrorMessage,
  EVENT_KIND_LABELS,
  REASON_MESSAGES,
  RUN_STATUS_COLORS,
  RUN_STATUS_LABELS,
} from '@/domain/automations/messages'
import type { AutomationRunRow } from '@/domain/automations/apiTypes'
import { RUN_STATUSES, type AutomationRun } from '@/domain/automations/runs'
import { stepsNotSent } from '@/domain/automations/runStatus'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { automationQuery, automationRunsQuery } from './api'
import './automations.css'
import { FunnelSection } from './FunnelSection'
import { RunSteps } from './RunDetails'
import { useRunList } from './urlState'

const COLUMNS: DataColumn<AutomationRunRow>[] = [
  { id: 'status', header: <Trans>Status</Trans>, cell: (run) => <RunStatusBadge run={run} />, rowHeader: true },
  { id: 'person', header: <Trans>Who wrote what</Trans>, cell: (run) => <RunPerson run={run} /> },
  { id: 'event', header: <Trans>Event</Trans>, cell: (run) => <EventKind run={run} /> },
  { id: 'createdAt', header: <Trans>When</Trans>, cell: (run) => <DateCell value={run.createdAt} withTime /> },
  { id: 'details', header: <Trans>What happened</Trans>, cell: (run) => <RunOutcome run={run} /> },
]

/**
 * /automacoes/{id}/execucoes: every run of one automation, newest first, on the kit's data table.
 * Each run says what it did and, for every step that did not go out, why. Filter and page live in
 * the URL.
 */
export default function RunHistoryScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const id = params.id ?? ''
  const list = useRunList()
  const automation = useQuery(automationQuery(id))
  const runs = useQuery(automationRunsQuery(id, list.query))

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6" tabIndex={-1}>
          {automation.data ? <Trans>Run history of “{automation.data.name}”</Trans> : <Trans>Run history</Trans>}
        </Heading>
        <Button variant="soft" asChild>
          <Link href={pathOf('automations')}>
            <Trans>Back to automations</Trans>
          </Link>
        </Button>
      </Flex>
      {automation.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(automation.error))}</Callout.Text>
          <Button variant="soft" onClick={() => void automation.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout.Root>
      ) : null}
      <FunnelSection automationId={id} />
      <DataTable
        caption={t`Runs, newest first`}
        columns={COLUMNS}
        list={list}
        result={runs}
        getRowId={(run) => run.id}
        rowLabel={(run) => format.dateTime(run.createdAt)}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            options: RUN_STATUSES.map((status) => ({ value: status, label: i18n._(RUN_STATUS_LABELS[status]) })),
          },
        ]}
        empty={
          <EmptyState
            title={t`No runs yet`}
            description={t`Runs appear here when Instagram events match this automation.`}
          />
        }
      />
    </Flex>
  )
}

function RunStatusBadge({ run }: { run: AutomationRun }) {
  const { i18n } = useLingui()
  return (
    <Badge color={RUN_STATUS_COLORS[run.status]} size="2" highContrast data-run-status={run.status}>
      {i18n._(RUN_STATUS_LABELS[run.status])}
    </Badge>
  )
}

/** Whom the run answered, what they wrote, and a link to their conversation in the inbox (a new tab too). */
function RunPerson({ run }: { run: AutomationRunRow }) {
  const { t } = useLingui()
  const { person, eventText, threadId } = run
  const who = person ? (person.username ? handleText(person.username) : person.id) : ''
  return (
    <Flex direction="column" gap="1" style={{ minInlineSize: '10rem', whiteSpace: 'normal' }}>
      {person ? (
        <Text size="2" weight="medium">
          {person.username ? <Handle username={person.username} /> : <Trans>Instagram user {person.id}</Trans>}
        </Text>
      ) : null}
      {eventText ? (
        <Text as="p" size="2" color="gray" style={{ margin: 0, overflowWrap: 'anywhere' }}>
          <Trans>“{eventText}”</Trans>
        </Text>
      ) : null}
      {threadId ? (
        <Text size="2">
          <Link
            href={`${pathOf('chat')}?${new URLSearchParams({ thread: threadId }).toString()}`}
            aria-label={person ? t`Open the conversation with ${who}` : undefined}
          >
            <Trans>Open the conversation</Trans>
          </Link>
        </Text>
      ) : null}
    </Flex>
  )
}

function EventKind({ run }: { run: AutomationRun }) {
  const { i18n } = useLingui()
  return <>{i18n._(EVENT_KIND_LABELS[run.eventKind])}</>
}

/** Why steps did not go out, and every step on demand. */
function RunOutcome({ run }: { run: AutomationRun }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const stepsId = useId()
  const notSent = stepsNotSent(run)
  return (
    <Flex direction="column" gap="2" className="run-outcome">
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
      ) : (run.actions.length === 0 || run.status === 'queued') && run.reason ? (
        <Text size="2" color="gray">
          {i18n._(REASON_MESSAGES[run.reason])}
        </Text>
      ) : null}
      {run.actions.length > 0 ? (
        <div>
          <Button variant="ghost" size="1" aria-expanded={open} aria-controls={stepsId} onClick={() => setOpen(!open)}>
            {open ? <Trans>Hide steps</Trans> : <Trans>Show steps</Trans>}
          </Button>
          <div id={stepsId} hidden={!open}>
            {open ? <RunSteps run={run} /> : null}
          </div>
        </div>
      ) : null}
    </Flex>
  )
}
