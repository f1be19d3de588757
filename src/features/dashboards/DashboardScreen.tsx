import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Spinner, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { RUN_STATUSES as STATUSES } from '@/domain/automations/runs'
import { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'
import {
  automationErrorMessage,
  EVENT_KIND_LABELS,
  RUN_STATUS_FILLS,
  RUN_STATUS_LABELS,
} from '@/domain/automations/messages'
import { HiddenCaption } from '@/components/HiddenCaption'
import { automationDashboardQuery } from './api'
import { STATUS_COLORS, STATUS_LABELS } from '@/domain/instagram/messages'

/** /dashboards: what the automations did over the last two weeks, and the accounts' health. */
export default function DashboardScreen() {
  const { t, i18n } = useLingui()
  const dashboardQuery = useQuery(automationDashboardQuery())
  const accountsQuery = useQuery(instagramAccountsQuery())
  const failure = dashboardQuery.error ?? accountsQuery.error
  const refresh = () => {
    void dashboardQuery.refetch()
    void accountsQuery.refetch()
  }

  if (failure) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{i18n._(automationErrorMessage(failure))}</Callout.Text>
        <Button variant="soft" onClick={refresh}>
          <Trans>Try again</Trans>
        </Button>
      </Callout.Root>
    )
  }
  if (!dashboardQuery.data || !accountsQuery.data) {
    return (
      <Flex align="center" gap="2">
        <Spinner />
        <Text>
          <Trans>Loading the dashboard…</Trans>
        </Text>
      </Flex>
    )
  }

  const dashboard = dashboardQuery.data
  const accounts = accountsQuery.data
  const busiest = Math.max(1, ...dashboard.days.map((day) => STATUSES.reduce((sum, status) => sum + day[status], 0)))
  const usernameOf = (accountId: string) =>
    accounts.find((account) => account.accountId === accountId)?.username ?? accountId
  const formatDay = (day: string) =>
    i18n.date(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' })

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="6">
          <Trans>Dashboard</Trans>
        </Heading>
        <Button variant="soft" onClick={refresh}>
          <Trans>Refresh</Trans>
        </Button>
      </Flex>

      <Card>
        <Text as="p" size="2" color="gray">
          <Trans>Messages sent</Trans>
        </Text>
        <Text as="p" size="7" weight="bold">
          {i18n.number(dashboard.messagesSent)}
        </Text>
        <Text as="p" size="1" color="gray">
          <Trans>
            DMs, private replies and public replies that reached Instagram since your accounts were connected. Test runs
            never count.
          </Trans>
        </Text>
      </Card>

      <Heading as="h2" size="4">
        <Trans>Runs since your accounts were connected</Trans>
      </Heading>
      <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3" asChild>
        <ul aria-label={t`Runs by status`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {STATUSES.map((status) => (
            <li key={status}>
              <Card>
                <Text as="p" size="2" color="gray">
                  {i18n._(RUN_STATUS_LABELS[status])}
                </Text>
                <Text as="p" size="7" weight="bold">
                  {i18n.number(dashboard.totals[status])}
                </Text>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>

      <Card>
        <Heading as="h2" size="4" mb="3">
          <Trans>Runs per day, last 14 days</Trans>
        </Heading>
        <Table.Root size="1">
          <HiddenCaption>{t`Runs per day`}</HiddenCaption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>
                <Trans>Day</Trans>
              </Table.ColumnHeaderCell>
              {STATUSES.map((status) => (
                <Table.ColumnHeaderCell key={status}>{i18n._(RUN_STATUS_LABELS[status])}</Table.ColumnHeaderCell>
              ))}
              <Table.ColumnHeaderCell aria-hidden="true" width="40%" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {dashboard.days.map((day) => (
              <Table.Row key={day.day}>
                <Table.RowHeaderCell>{formatDay(day.day)}</Table.RowHeaderCell>
                {STATUSES.map((status) => (
                  <Table.Cell key={status}>{i18n.number(day[status])}</Table.Cell>
                ))}
                <Table.Cell aria-hidden="true">
                  <div
                    style={{
                      display: 'flex',
                      height: 10,
                      borderRadius: 4,
                      overflow: 'hidden',
                      background: 'var(--gray-3)',
                    }}
                  >
                    {STATUSES.map((status) => (
                      <div
                        key={status}
                        style={{ width: `${(day[status] / busiest) * 100}%`, background: RUN_STATUS_FILLS[status] }}
                      />
                    ))}
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>

      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading as="h2" size="4" mb="3">
            <Trans>Top automations</Trans>
          </Heading>
          {dashboard.top.length === 0 ? (
            <Text color="gray">
              <Trans>
                No runs yet. <Link href={pathOf('automations')}>Create an automation</Link> and it will show here.
              </Trans>
            </Text>
          ) : (
            <ol style={{ margin: 0, paddingInlineStart: 'var(--space-5)', display: 'grid', gap: 'var(--space-2)' }}>
              {dashboard.top.map((entry) => (
                <li key={entry.automationId}>
                  <Text weight="medium">
                    <bdi>{entry.name}</bdi>
                  </Text>{' '}
                  <Text size="2" color="gray">
                    <Trans>
                      <Plural value={entry.total} one="# run" other="# runs" />:{' '}
                      <Plural value={entry.counters.sent} one="# sent" other="# sent" />,{' '}
                      <Plural value={entry.counters['partly-sent']} one="# partly sent" other="# partly sent" />,{' '}
                      <Plural value={entry.counters.failed} one="# failed" other="# failed" />
                    </Trans>
                  </Text>
                </li>
              ))}
            </ol>
          )}
        </Card>

        <Card>
          <Heading as="h2" size="4" mb="3">
            <Trans>Instagram accounts</Trans>
          </Heading>
          {accounts.length === 0 ? (
            <Text color="gray">
              <Trans>
                No account connected. <Link href={pathOf('integrations')}>Connect one</Link>.
              </Trans>
            </Text>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-2)' }}>
              {accounts.map((account) => (
                <li key={account.id}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text weight="medium">
                      <bdi>@{account.username}</bdi>
                    </Text>
                    <Badge color={STATUS_COLORS[account.status]} highContrast>
                      {i18n._(STATUS_LABELS[account.status])}
                    </Badge>
                    <Text size="1" color="gray">
                      {account.webhook.lastEventAt
                        ? t`Last event ${i18n.date(new Date(account.webhook.lastEventAt), { dateStyle: 'short', timeStyle: 'short' })}`
                        : t`No event received yet`}
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
          {dashboard.queued > 0 ? (
            <Text as="p" size="2" mt="3">
              <Plural
                value={dashboard.queued}
                one="# send is waiting in the queue for Instagram's hourly limits or a retry."
                other="# sends are waiting in the queue for Instagram's hourly limits or a retry."
              />
            </Text>
          ) : null}
        </Card>
      </Grid>

      <Card>
        <Heading as="h2" size="4" mb="3">
          <Trans>Latest events</Trans>
        </Heading>
        {dashboard.latestEvents.length === 0 ? (
          <Text color="gray">
            <Trans>No Instagram event received yet.</Trans>
          </Text>
        ) : (
          <Table.Root size="1">
            <HiddenCaption>{t`Latest events`}</HiddenCaption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>
                  <Trans>When</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Account</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>From</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Event</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Text</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <Trans>Automations run</Trans>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dashboard.latestEvents.map((event) => (
                <Table.Row key={`${event.accountId}:${event.key}`}>
                  <Table.Cell>
                    <time dateTime={new Date(event.at).toISOString()}>
                      {i18n.date(new Date(event.at), { dateStyle: 'short', timeStyle: 'short' })}
                    </time>
                  </Table.Cell>
                  <Table.Cell>
                    <bdi>@{usernameOf(event.accountId)}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    {event.from ? (
                      event.from.username ? (
                        <bdi>@{event.from.username}</bdi>
                      ) : (
                        <Text color="gray">{event.from.id}</Text>
                      )
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{i18n._(EVENT_KIND_LABELS[event.kind])}</Table.Cell>
                  <Table.Cell>
                    <bdi>{event.text}</bdi>
                  </Table.Cell>
                  <Table.Cell>{i18n.number(event.runs)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    </Flex>
  )
}
