import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  Badge,
  Button,
  Callout,
  Flex,
  Heading,
  Select,
  Spinner,
  Switch,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { api } from '@/runtime/api'
import { pathOf } from '@/routes/match'
import type { AutomationAccount, AutomationStatusFilter, AutomationSummary, Page } from '@/domain/automations/apiTypes'
import { AutomationBuilder } from './AutomationBuilder'
import { automationErrorMessage, TRIGGER_LABELS } from '@/domain/automations/messages'
import { HiddenCaption } from '@/components/HiddenCaption'
import { Pagination } from '@/components/Pagination'
import { RunHistory } from './RunHistory'
import { TestMode } from './TestMode'

type View =
  | { kind: 'list' }
  | { kind: 'edit'; automation: AutomationSummary | null }
  | { kind: 'history'; automation: AutomationSummary }
  | { kind: 'test'; automation: AutomationSummary }
type Load<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string }
type Notice = { tone: 'green' | 'red'; text: string } | null

/** /automacoes: the account's automations, their builder, run history and test mode. */
export default function AutomationsScreen() {
  const { t, i18n } = useLingui()
  const [view, setView] = useState<View>({ kind: 'list' })
  const [accounts, setAccounts] = useState<Load<AutomationAccount[]>>({ kind: 'loading' })
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<AutomationStatusFilter>('all')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const [notice, setNotice] = useState<Notice>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((count) => count + 1), [])

  useEffect(() => {
    let current = true
    api.get<AutomationAccount[]>('/automations/accounts').then(
      (data) => current && setAccounts({ kind: 'ready', data }),
      (cause: unknown) => current && setAccounts({ kind: 'failed', message: i18n._(automationErrorMessage(cause)) }),
    )
    return () => {
      current = false
    }
  }, [i18n])

  // A query keyed by its resource, so a change another tab makes (announced by the backend) refreshes it.
  const search = new URLSearchParams({ q: query, status, page: String(page), pageSize: String(pageSize) }).toString()
  const listQuery = useQuery({
    queryKey: ['automations', 'list', search, version],
    queryFn: () => api.get<Page<AutomationSummary>>(`/automations?${search}`),
    placeholderData: keepPreviousData,
  })
  const list: Load<Page<AutomationSummary>> = listQuery.data
    ? { kind: 'ready', data: listQuery.data }
    : listQuery.error
      ? { kind: 'failed', message: i18n._(automationErrorMessage(listQuery.error)) }
      : { kind: 'loading' }

  const act = async (automation: AutomationSummary, operation: () => Promise<unknown>, success: string) => {
    setBusyId(automation.id)
    setNotice(null)
    try {
      await operation()
      setNotice({ tone: 'green', text: success })
    } catch (cause) {
      setNotice({ tone: 'red', text: i18n._(automationErrorMessage(cause)) })
    }
    setBusyId(null)
    reload()
  }
  const path = (automation: AutomationSummary) => `/automations/${encodeURIComponent(automation.id)}`
  const toggle = (automation: AutomationSummary) =>
    act(
      automation,
      () => api.patch(path(automation), { status: automation.status === 'active' ? 'paused' : 'active' }),
      automation.status === 'active' ? t`“${automation.name}” is paused.` : t`“${automation.name}” is active.`,
    )
  const duplicate = (automation: AutomationSummary) =>
    act(
      automation,
      () => api.post(`${path(automation)}/duplicate`),
      t`A paused copy of “${automation.name}” was created.`,
    )
  const remove = (automation: AutomationSummary) =>
    act(automation, () => api.delete(path(automation)), t`“${automation.name}” was deleted.`)
  const backToList = () => {
    setView({ kind: 'list' })
    reload()
  }
  const accountList = accounts.kind === 'ready' ? accounts.data : []
  const usernameOf = (accountId: string) => accountList.find((account) => account.accountId === accountId)?.username

  if (view.kind === 'edit') {
    return (
      <AutomationBuilder
        existing={view.automation}
        accounts={accountList}
        onCancel={() => setView({ kind: 'list' })}
        onSaved={(saved) => {
          setNotice({ tone: 'green', text: t`“${saved.name}” was saved.` })
          backToList()
        }}
      />
    )
  }
  if (view.kind === 'history') return <RunHistory automation={view.automation} onBack={backToList} />
  if (view.kind === 'test') return <TestMode automation={view.automation} accounts={accountList} onBack={backToList} />

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          <Trans>Automations</Trans>
        </Heading>
        <Button onClick={() => setView({ kind: 'edit', automation: null })} disabled={accountList.length === 0}>
          <Trans>New automation</Trans>
        </Button>
      </Flex>
      <Text as="p" color="gray">
        <Trans>Answer comments, DMs, story mentions and buttons automatically, within Instagram's rules.</Trans>
      </Text>
      {accounts.kind === 'ready' && accounts.data.length === 0 ? (
        <Callout.Root color="blue">
          <Callout.Text>
            <Trans>
              Connect an Instagram account first in <Link href={pathOf('integrations')}>Integrations</Link>.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {accounts.kind === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{accounts.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {notice ? (
        <Callout.Root color={notice.tone} role={notice.tone === 'red' ? 'alert' : 'status'}>
          <Callout.Text>{notice.text}</Callout.Text>
        </Callout.Root>
      ) : null}

      <Flex gap="3" wrap="wrap" align="end">
        <Flex direction="column" gap="1" flexGrow="1">
          <Text as="label" size="2" htmlFor="automation-search">
            <Trans>Search</Trans>
          </Text>
          <TextField.Root
            id="automation-search"
            type="search"
            value={query}
            placeholder={t`Automation name`}
            onChange={(event) => {
              setQuery(event.target.value)
              setPage(1)
            }}
          />
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2" id="automation-status-label">
            <Trans>Status</Trans>
          </Text>
          <Select.Root
            value={status}
            onValueChange={(value) => {
              setStatus(value as AutomationStatusFilter)
              setPage(1)
            }}
          >
            <Select.Trigger aria-labelledby="automation-status-label" />
            <Select.Content>
              <Select.Item value="all">{t`All`}</Select.Item>
              <Select.Item value="active">{t`Active`}</Select.Item>
              <Select.Item value="paused">{t`Paused`}</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>

      {list.kind === 'loading' ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text>
            <Trans>Loading automations…</Trans>
          </Text>
        </Flex>
      ) : list.kind === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{list.message}</Callout.Text>
          <Button variant="soft" onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        </Callout.Root>
      ) : list.data.total === 0 ? (
        <Text color="gray">
          {query || status !== 'all' ? (
            <Trans>No automation matches this search.</Trans>
          ) : (
            <Trans>No automation yet. Create the first one.</Trans>
          )}
        </Text>
      ) : (
        <>
          <Table.Root variant="surface">
            <HiddenCaption>{t`Automations`}</HiddenCaption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>
                  <Trans>Name</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Trigger</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Runs</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Active</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Actions</Trans>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.items.map((automation) => (
                <Table.Row key={automation.id}>
                  <Table.RowHeaderCell>
                    <Flex direction="column">
                      <Text weight="medium">
                        <bdi>{automation.name}</bdi>
                      </Text>
                      <Text size="1" color="gray">
                        <bdi>@{usernameOf(automation.accountId) ?? automation.accountId}</bdi> ·{' '}
                        <Trans>priority {automation.priority}</Trans>
                      </Text>
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell>{i18n._(TRIGGER_LABELS[automation.trigger.kind])}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="1" wrap="wrap">
                      <Badge color="green">
                        <Plural value={automation.counters.sent} one="# sent" other="# sent" />
                      </Badge>
                      {automation.counters.queued > 0 ? (
                        <Badge color="blue">
                          <Plural value={automation.counters.queued} one="# queued" other="# queued" />
                        </Badge>
                      ) : null}
                      {automation.counters.failed > 0 ? (
                        <Badge color="red">
                          <Plural value={automation.counters.failed} one="# failed" other="# failed" />
                        </Badge>
                      ) : null}
                      {automation.counters.skipped > 0 ? (
                        <Badge color="gray">
                          <Plural value={automation.counters.skipped} one="# skipped" other="# skipped" />
                        </Badge>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>
                    <Switch
                      checked={automation.status === 'active'}
                      disabled={busyId === automation.id}
                      onCheckedChange={() => void toggle(automation)}
                      aria-label={
                        automation.status === 'active'
                          ? t`Pause “${automation.name}”`
                          : t`Activate “${automation.name}”`
                      }
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" wrap="wrap">
                      <Button
                        size="1"
                        variant="soft"
                        onClick={() => setView({ kind: 'edit', automation })}
                        aria-label={t`Edit “${automation.name}”`}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        size="1"
                        variant="soft"
                        onClick={() => setView({ kind: 'test', automation })}
                        aria-label={t`Test “${automation.name}”`}
                      >
                        <Trans>Test</Trans>
                      </Button>
                      <Button
                        size="1"
                        variant="soft"
                        onClick={() => setView({ kind: 'history', automation })}
                        aria-label={t`Run history of “${automation.name}”`}
                      >
                        <Trans>History</Trans>
                      </Button>
                      <Button
                        size="1"
                        variant="soft"
                        disabled={busyId === automation.id}
                        onClick={() => void duplicate(automation)}
                        aria-label={t`Duplicate “${automation.name}”`}
                      >
                        <Trans>Duplicate</Trans>
                      </Button>
                      <ConfirmDialog
                        trigger={
                          <Button
                            size="1"
                            variant="soft"
                            color="red"
                            disabled={busyId === automation.id}
                            aria-label={t`Delete “${automation.name}”`}
                          >
                            <Trans>Delete</Trans>
                          </Button>
                        }
                        title={<Trans>Delete “{automation.name}”?</Trans>}
                        description={<Trans>It stops answering right away. This cannot be undone.</Trans>}
                        cancelLabel={<Trans>Cancel</Trans>}
                        confirmLabel={<Trans>Delete</Trans>}
                        onConfirm={() => void remove(automation)}
                      />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pagination
            label={t`Automation pages`}
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </>
      )}
    </Flex>
  )
}
