import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  AlertDialog,
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Select,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { Pagination } from '@/components/Pagination'
import type { AutomationStatusFilter, AutomationSummary } from '@/domain/automations/apiTypes'
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
import { AutomationRowMenu } from './AutomationRowMenu'
import { takeFlash, type Flash } from './flash'
import { useFocusOnOpen } from './focus'
import { useAutomationListParams } from './urlState'
import './automations.css'

/** What the list tells the person after an action; translated when shown, so a language switch follows. */
type Notice = Flash | { kind: 'paused' | 'activated' | 'duplicated'; name: string } | { kind: 'failed'; cause: unknown }

/**
 * /automacoes: the workspace's automations. Search, filter and page are in the URL; each row has
 * its status, what its runs did, and a menu (edit, test, history, pause, duplicate, delete).
 */
export default function AutomationsScreen() {
  const { t, i18n } = useLingui()
  const [filters, setFilters] = useAutomationListParams()
  const accounts = useQuery(automationAccountsQuery())
  const list = useQuery(automationListQuery(filters))
  const headingRef = useFocusOnOpen<HTMLHeadingElement>()
  const [notice, setNotice] = useState<Notice | null>(takeFlash)
  const [deleting, setDeleting] = useState<AutomationSummary | null>(null)
  const setStatus = useSetAutomationStatus()
  const duplicate = useDuplicateAutomation()
  const remove = useDeleteAutomation()
  const searchId = useId()
  const statusLabel = useId()
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
  const toggle = (automation: AutomationSummary) => {
    const status = automation.status === 'active' ? 'paused' : 'active'
    void act(() => setStatus.mutateAsync({ id: automation.id, status }), {
      kind: status === 'paused' ? 'paused' : 'activated',
      name: automation.name,
    })
  }
  const copy = (automation: AutomationSummary) =>
    void act(() => duplicate.mutateAsync(automation.id), { kind: 'duplicated', name: automation.name })
  const confirmDelete = () => {
    if (!deleting) return
    const { id, name } = deleting
    setDeleting(null)
    void act(() => remove.mutateAsync(id), { kind: 'deleted', name })
  }

  const noticeText = (shown: Notice): string => {
    switch (shown.kind) {
      case 'saved':
        return t`“${shown.name}” was saved.`
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
        <Heading as="h1" size="6" ref={headingRef} tabIndex={-1}>
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

      <Flex gap="3" wrap="wrap" align="end">
        <Flex direction="column" gap="1" flexGrow="1" minWidth="200px">
          <Text as="label" size="2" htmlFor={searchId}>
            <Trans>Search</Trans>
          </Text>
          <TextField.Root
            id={searchId}
            type="search"
            value={filters.q}
            placeholder={t`Automation name`}
            onChange={(event) => setFilters({ q: event.target.value, page: 1 }, { replace: true })}
          />
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2" id={statusLabel}>
            <Trans>Status</Trans>
          </Text>
          <Select.Root
            value={filters.status}
            onValueChange={(value) => setFilters({ status: value as AutomationStatusFilter, page: 1 })}
          >
            <Select.Trigger aria-labelledby={statusLabel} />
            <Select.Content>
              <Select.Item value="all">{t`All`}</Select.Item>
              <Select.Item value="active">{t`Active`}</Select.Item>
              <Select.Item value="paused">{t`Paused`}</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>

      {list.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(list.error))}</Callout.Text>
          <Button variant="soft" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout.Root>
      ) : !list.data ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>
            <Trans>Loading automations…</Trans>
          </Text>
        </Flex>
      ) : list.data.total === 0 ? (
        <Text color="gray">
          {filters.q || filters.status !== 'all' ? (
            <Trans>No automation matches this search.</Trans>
          ) : (
            <Trans>No automation yet. Create the first one.</Trans>
          )}
        </Text>
      ) : (
        <>
          <ul aria-label={t`Automations`} className="automation-list">
            {list.data.items.map((automation) => (
              <li key={automation.id} aria-label={automation.name}>
                <AutomationRow
                  automation={automation}
                  busy={busy === automation.id}
                  onToggle={() => toggle(automation)}
                  onDuplicate={() => copy(automation)}
                  onDelete={() => setDeleting(automation)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            label={t`Automation pages`}
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => setFilters({ page })}
            onPageSize={(pageSize) => setFilters({ pageSize, page: 1 })}
          />
        </>
      )}

      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>
            <Trans>Delete “{deleting?.name ?? ''}”?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description>
            <Trans>It stops answering right away. This cannot be undone.</Trans>
          </AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                <Trans>Cancel</Trans>
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" highContrast onClick={confirmDelete}>
                <Trans>Delete</Trans>
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  )
}

function AutomationRow({
  automation,
  busy,
  onToggle,
  onDuplicate,
  onDelete,
}: {
  automation: AutomationSummary
  busy: boolean
  onToggle: () => void
  onDuplicate: () => void
  onDelete: () => void
}) {
  const { t, i18n } = useLingui()
  const { counters } = automation
  const stopped = automation.status === 'active' && automation.stoppedReason !== null
  const username = automation.account.username ?? automation.accountId
  return (
    <Card size="1" className="automation-row" data-status={stopped ? 'stopped' : automation.status}>
      <div className="automation-row__main">
        {/* Inline, so the badge follows the name's last word instead of taking a line of its own. */}
        <p className="automation-row__title">
          <Link href={hrefOf('automation-edit', { id: automation.id })} className="automation-row__name">
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
        <Text as="p" size="1" color="gray">
          <bdi>@{username}</bdi> · {i18n._(TRIGGER_LABELS[automation.trigger.kind])} ·{' '}
          <Trans>priority {automation.priority}</Trans>
        </Text>
        {stopped && automation.stoppedReason ? (
          <Text as="p" size="1" color="orange" highContrast>
            {i18n._(STOPPED_REASON_MESSAGES[automation.stoppedReason])}
          </Text>
        ) : null}
        <Flex gap="1" wrap="wrap" mt="1" aria-label={t`Runs`} role="group">
          {RUN_STATUSES.filter((status) => status === 'sent' || counters[status] > 0).map((status) => (
            <Badge key={status} color={RUN_STATUS_COLORS[status]} variant="soft" highContrast>
              <CounterText status={status} value={counters[status]} />
            </Badge>
          ))}
        </Flex>
      </div>
      <AutomationRowMenu
        automation={automation}
        busy={busy}
        onToggle={onToggle}
        onDuplicate={onDuplicate}
        onDelete={onDelete}
      />
    </Card>
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
