import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { DataTable, useConfirmDelete, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useSubmissionKey } from '@/components/form'
import { Handle } from '@/components/handle'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import {
  automationErrorMessage,
  RUN_STATUS_COLORS,
  STOPPED_REASON_MESSAGES,
  TRIGGER_LABELS,
} from '@/domain/automations/messages'
import { RUN_STATUSES } from '@/domain/automations/runs'
import { hrefOf, pathOf } from '@/routes/match'
import {
  automationAccountsQuery,
  automationListQuery,
  useDeleteAutomation,
  useDuplicateAutomation,
  useSetAutomationStatus,
} from './api'
import { useAutomationRowActions } from './AutomationRowMenu'
import { useAutomationList } from './urlState'
import './automations.css'

/** What the list tells the person after an action; translated when shown, so a language switch follows. */
type Notice =
  { kind: 'deleted' | 'paused' | 'activated' | 'duplicated'; name: string } | { kind: 'failed'; cause: unknown }

const COLUMNS: DataColumn<AutomationSummary>[] = [
  {
    id: 'name',
    header: <Trans>Automation</Trans>,
    cell: (automation) => <AutomationCell automation={automation} />,
    sortable: true,
    rowHeader: true,
  },
]

/**
 * /automacoes: the workspace's automations, on the kit's data table. Search, status filter, sorting
 * and page are in the URL; each row has its status, what its runs did, and its actions (edit,
 * test, history as links; pause, duplicate, delete in place).
 */
export default function AutomationsScreen() {
  const { t, i18n } = useLingui()
  const list = useAutomationList()
  const accounts = useQuery(automationAccountsQuery())
  const result = useQuery(automationListQuery(list.query))
  const [notice, setNotice] = useState<Notice | null>(null)
  const setStatus = useSetAutomationStatus()
  const duplicate = useDuplicateAutomation()
  const duplicateKeys = useSubmissionKey()
  const remove = useDeleteAutomation()
  const busyId = [setStatus, duplicate, remove].find((mutation) => mutation.isPending)?.variables
  const busy = typeof busyId === 'string' ? busyId : (busyId as { id?: string } | undefined)?.id

  const act = async (operation: () => Promise<unknown>, success: Notice) => {
    setNotice(null)
    try {
      await operation()
      setNotice(success)
    } catch (cause) {
      setNotice({ kind: 'failed', cause })
    }
  }
  const confirmDelete = useConfirmDelete<AutomationSummary>({
    title: (automation) => t`Delete “${automation.name}”?`,
    description: t`It stops answering right away. This cannot be undone.`,
    onConfirm: ({ id, name }) => void act(() => remove.mutateAsync(id), { kind: 'deleted', name }),
  })
  const rowActions = useAutomationRowActions({
    busy: (automation) => busy === automation.id,
    onToggle: (automation) => {
      const status = automation.status === 'active' ? 'paused' : 'active'
      void act(() => setStatus.mutateAsync({ id: automation.id, status }), {
        kind: status === 'paused' ? 'paused' : 'activated',
        name: automation.name,
      })
    },
    onDuplicate: (automation) =>
      void act(
        async () => {
          await duplicate.mutateAsync({ id: automation.id, idempotencyKey: duplicateKeys.keyFor(automation.id) })
          duplicateKeys.succeeded(automation.id)
        },
        { kind: 'duplicated', name: automation.name },
      ),
    deleteAction: confirmDelete.action,
  })

  const noticeText = (shown: Notice): string => {
    switch (shown.kind) {
      case 'deleted':
        return t`“${shown.name}” was deleted.`
      case 'paused':
        return t`“${shown.name}” is paused.`
      case 'activated':
        return t`“${shown.name}” is active.`
      case 'duplicated':
        return t`A paused copy of “${shown.name}” was created.`
      case 'failed':
        return i18n._(automationErrorMessage(shown.cause))
    }
  }
  const noAccount = accounts.data !== undefined && accounts.data.length === 0

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6" tabIndex={-1}>
          <Trans>Automations</Trans>
        </Heading>
        {noAccount ? (
          <Button disabled>
            <Trans>New automation</Trans>
          </Button>
        ) : (
          <Button asChild>
            <Link href={pathOf('automation-new')}>
              <Trans>New automation</Trans>
            </Link>
          </Button>
        )}
      </Flex>
      <Text as="p" color="gray">
        <Trans>Answer comments, DMs, story mentions and buttons automatically, within Instagram's rules.</Trans>
      </Text>
      {noAccount ? (
        <Callout.Root>
          <Callout.Text>
            <Trans>
              Connect an Instagram account first in <Link href={pathOf('integrations')}>Integrations</Link>.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {accounts.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(accounts.error))}</Callout.Text>
        </Callout.Root>
      ) : null}
      {notice ? (
        <Callout.Root
          color={notice.kind === 'failed' ? 'red' : undefined}
          role={notice.kind === 'failed' ? 'alert' : 'status'}
        >
          <Callout.Text>{noticeText(notice)}</Callout.Text>
        </Callout.Root>
      ) : null}

      <DataTable
        caption={t`Automations`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(automation) => automation.id}
        rowLabel={(automation) => t`“${automation.name}”`}
        search={{ label: t`Search automations`, placeholder: t`Automation name` }}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            options: [
              { value: 'active', label: t`Active` },
              { value: 'paused', label: t`Paused` },
            ],
          },
        ]}
        rowActions={rowActions}
        empty={<EmptyState title={t`No automation yet`} description={t`Create the first one.`} />}
      />
      {confirmDelete.dialog}
    </Flex>
  )
}

/**
 * The automation's name (a link to its builder) with its status, account, trigger, priority and
 * what its runs did: one cell, so that a row stays compact down to 390 px.
 */
function AutomationCell({ automation }: { automation: AutomationSummary }) {
  const { i18n } = useLingui()
  const stopped = automation.status === 'active' && automation.stoppedReason !== null
  const username = automation.account.username ?? automation.accountId
  return (
    <div className="automation-cell" data-status={stopped ? 'stopped' : automation.status}>
      {/* Inline, so the badge follows the name's last word instead of taking a line of its own. */}
      <p className="automation-cell__title">
        <Link href={hrefOf('automation-edit', { id: automation.id })} className="automation-cell__name">
          <bdi>{automation.name}</bdi>
        </Link>{' '}
        {stopped ? (
          <Badge color="orange" highContrast>
            <Trans>Stopped</Trans>
          </Badge>
        ) : automation.status === 'active' ? (
          <Badge color="grass">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          <Badge color="gray">
            <Trans>Paused</Trans>
          </Badge>
        )}
      </p>
      <Text as="p" size="1" color="gray" weight="regular">
        <Handle username={username} /> · {i18n._(TRIGGER_LABELS[automation.trigger.kind])} ·{' '}
        <Trans>priority {automation.priority}</Trans>
      </Text>
      {stopped && automation.stoppedReason ? (
        <Text as="p" size="1" color="orange" highContrast weight="regular">
          {i18n._(STOPPED_REASON_MESSAGES[automation.stoppedReason])}
        </Text>
      ) : null}
      <RunCounters automation={automation} />
    </div>
  )
}

/** What the automation's runs did: "sent" always, the other statuses when they happened. */
function RunCounters({ automation }: { automation: AutomationSummary }) {
  const { t } = useLingui()
  const { counters } = automation
  return (
    <Flex gap="1" wrap="wrap" aria-label={t`Runs`} role="group">
      {RUN_STATUSES.filter((status) => status === 'sent' || counters[status] > 0).map((status) => (
        <Badge key={status} color={RUN_STATUS_COLORS[status]} variant="soft" highContrast>
          <CounterText status={status} value={counters[status]} />
        </Badge>
      ))}
    </Flex>
  )
}

function CounterText({ status, value }: { status: (typeof RUN_STATUSES)[number]; value: number }) {
  switch (status) {
    case 'sent':
      return <Plural value={value} one="# sent" other="# sent" />
    case 'partly-sent':
      return <Plural value={value} one="# partly sent" other="# partly sent" />
    case 'queued':
      return <Plural value={value} one="# queued" other="# queued" />
    case 'failed':
      return <Plural value={value} one="# failed" other="# failed" />
    case 'skipped':
      return <Plural value={value} one="# skipped" other="# skipped" />
  }
}
