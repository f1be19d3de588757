import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Flex, Heading, Select, Spinner, Table, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { api } from '@/runtime/api'
import type { AutomationSummary, Page } from '@/domain/automations/apiTypes'
import type { AutomationRun, RunStatus } from '@/domain/automations/runs'
import {
  automationErrorMessage,
  EVENT_KIND_LABELS,
  REASON_MESSAGES,
  RUN_STATUS_COLORS,
  RUN_STATUS_LABELS,
} from '@/domain/automations/messages'
import { HiddenCaption } from '@/components/HiddenCaption'
import { Pagination } from '@/components/Pagination'
import { RunSteps } from './RunDetails'

type Load = { kind: 'loading' } | { kind: 'ready'; page: Page<AutomationRun> } | { kind: 'failed'; message: string }
const STATUSES: (RunStatus | 'all')[] = ['all', 'sent', 'queued', 'failed', 'skipped']

/** Every run of one automation, newest first, each step with its outcome in plain words. */
export function RunHistory({ automation, onBack }: { automation: AutomationSummary; onBack: () => void }) {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<RunStatus | 'all'>('all')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [expanded, setExpanded] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    const query = new URLSearchParams({
      automationId: automation.id,
      status,
      page: String(page),
      pageSize: String(pageSize),
    })
    api.get<Page<AutomationRun>>(`/automations/runs?${query}`).then(
      (result) => current && setLoad({ kind: 'ready', page: result }),
      (cause: unknown) => current && setLoad({ kind: 'failed', message: i18n._(automationErrorMessage(cause)) }),
    )
    return () => {
      current = false
    }
  }, [automation.id, status, page, pageSize, i18n])

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          <Trans>Run history of “{automation.name}”</Trans>
        </Heading>
        <Button variant="soft" onClick={onBack}>
          <Trans>Back to automations</Trans>
        </Button>
      </Flex>
      <Flex align="center" gap="2">
        <Text size="2" id="run-status-label">
          <Trans>Status</Trans>
        </Text>
        <Select.Root
          value={status}
          onValueChange={(value) => {
            setStatus(value as RunStatus | 'all')
            setPage(1)
          }}
        >
          <Select.Trigger aria-labelledby="run-status-label" />
          <Select.Content>
            {STATUSES.map((value) => (
              <Select.Item key={value} value={value}>
                {value === 'all' ? t`All` : i18n._(RUN_STATUS_LABELS[value])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {load.kind === 'loading' ? (
        <Spinner />
      ) : load.kind === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{load.message}</Callout.Text>
        </Callout.Root>
      ) : load.page.total === 0 ? (
        <Text color="gray">
          <Trans>No runs yet. Runs appear here when Instagram events match this automation.</Trans>
        </Text>
      ) : (
        <>
          <Table.Root variant="surface">
            <HiddenCaption>{t`Runs`}</HiddenCaption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>
                  <Trans>When</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Event</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Result</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Details</Trans>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {load.page.items.map((run) => (
                <Table.Row key={run.id}>
                  <Table.Cell>
                    {i18n.date(new Date(run.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}
                  </Table.Cell>
                  <Table.Cell>{i18n._(EVENT_KIND_LABELS[run.eventKind])}</Table.Cell>
                  <Table.Cell>
                    <Flex direction="column" gap="1">
                      <Badge color={RUN_STATUS_COLORS[run.status]} style={{ width: 'fit-content' }}>
                        {i18n._(RUN_STATUS_LABELS[run.status])}
                      </Badge>
                      {run.reason ? (
                        <Text size="1" color="gray">
                          {i18n._(REASON_MESSAGES[run.reason])}
                        </Text>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      variant="ghost"
                      size="1"
                      aria-expanded={expanded === run.id}
                      onClick={() => setExpanded(expanded === run.id ? null : run.id)}
                    >
                      {expanded === run.id ? <Trans>Hide steps</Trans> : <Trans>Show steps</Trans>}
                    </Button>
                    {expanded === run.id ? <RunSteps run={run} /> : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pagination
            label={t`Runs pages`}
            page={load.page.page}
            pageSize={load.page.pageSize}
            total={load.page.total}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </>
      )}
    </Flex>
  )
}
