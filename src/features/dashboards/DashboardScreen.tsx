import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Spinner, Table, Text } from '@radix-ui/themes'
import { IconBolt, IconPlug } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { RUN_STATUSES as STATUSES } from '@/domain/automations/runs'
import { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'
import { automationErrorMessage, EVENT_KIND_LABELS } from '@/domain/automations/messages'
import { EmptyState } from '@/components/empty-state'
import { HiddenCaption } from '@/components/HiddenCaption'
import { PanelGrid } from '@/components/panel'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import { automationDashboardQuery } from './api'
import { EventsByKindChart, RunsPerDayChart, TopAutomationsChart } from './RunCharts'
import { RUN_COUNT_LABELS } from './labels'
import { STATUS_COLORS, STATUS_LABELS } from '@/domain/instagram/messages'
import { Handle } from '@/components/handle'

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
  // An account that never ran anything gets a way forward, not a row of zeros (the counts come
  // from the same run statuses as the outbox: no run means every count is zero).
  const hasRuns = STATUSES.some((status) => dashboard.totals[status] > 0)
  const hasEvents = Object.values(dashboard.eventsByKind).some((count) => count > 0)
  const usernameOf = (accountId: string) =>
    accounts.find((account) => account.accountId === accountId)?.username ?? accountId

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

      {hasRuns ? (
        <RunFigures dashboard={dashboard} />
      ) : (
        <Card>
          {accounts.length === 0 ? (
            <EmptyState
              icon={IconPlug}
              headingLevel="h2"
              title={<Trans>No runs yet</Trans>}
              description={
                <Trans>
                  Connect an Instagram account, then create an automation: what it sends will show here, day by day.
                </Trans>
              }
              action={
                <Button asChild>
                  <Link href={pathOf('integrations')}>
                    <Trans>Connect an Instagram account</Trans>
                  </Link>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={IconBolt}
              headingLevel="h2"
              title={<Trans>No runs yet</Trans>}
              description={
                <Trans>
                  Create an automation that answers comments or messages. Each time it runs, it shows here; test runs
                  never count.
                </Trans>
              }
              action={
                <Button asChild>
                  <Link href={pathOf('automations')}>
                    <Trans>Create an automation</Trans>
                  </Link>
                </Button>
              }
            />
          )}
        </Card>
      )}

      <PanelGrid min="24rem">
        {dashboard.messagesSent > 0 ? <SentByWhom dashboard={dashboard} /> : null}
        {hasEvents ? (
          <Card>
            <Heading as="h2" size="4" mb="3">
              <Trans>Events by kind</Trans>
            </Heading>
            <EventsByKindChart counts={dashboard.eventsByKind} />
          </Card>
        ) : null}
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
                      <Handle username={account.username} />
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
      </PanelGrid>

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
                    <Handle username={usernameOf(event.accountId)} />
                  </Table.Cell>
                  <Table.Cell>
                    {event.from ? (
                      event.from.username ? (
                        <Handle username={event.from.username} />
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

/** The figures of an account that has run something: messages sent, runs by status, per day, per automation. */
function RunFigures({ dashboard }: { dashboard: DashboardResponse }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <Card>
        <Text as="p" size="2" color="gray">
          <Trans>Messages sent</Trans>
        </Text>
        <Text as="p" size="7" weight="bold">
          {i18n.number(dashboard.messagesSent)}
        </Text>
        <Text as="p" size="1" color="gray">
          <Trans>
            DMs, private replies and public replies that reached Instagram since your accounts were connected, sent by
            automations or by your team from the inbox. Test runs never count.
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
                  {i18n._(RUN_COUNT_LABELS[status](dashboard.totals[status]))}
                </Text>
                <Text as="p" size="7" weight="bold">
                  {i18n.number(dashboard.totals[status])}
                </Text>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>

      <PanelGrid min="24rem">
        <Card>
          <Heading as="h2" size="4" mb="3">
            <Trans>Runs per day, last 14 days</Trans>
          </Heading>
          <RunsPerDayChart days={dashboard.days} />
        </Card>
        <Card>
          <Heading as="h2" size="4" mb="3">
            <Trans>Top automations</Trans>
          </Heading>
          <TopAutomationsChart top={dashboard.top} />
        </Card>
      </PanelGrid>
    </>
  )
}

/** Who sent the messages that reached Instagram: the automations, and each member by hand. */
function SentByWhom({ dashboard }: { dashboard: DashboardResponse }) {
  const { t, i18n } = useLingui()
  return (
    <Card>
      <Heading as="h2" size="4" mb="3">
        <Trans>Who sent the messages</Trans>
      </Heading>
      <Table.Root size="1">
        <HiddenCaption>{t`Messages sent by automations and by each member`}</HiddenCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Sent by</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              <Trans>Messages</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.RowHeaderCell>
              <Trans>Automations</Trans>
            </Table.RowHeaderCell>
            <Table.Cell justify="end">{i18n.number(dashboard.sentByAutomations)}</Table.Cell>
          </Table.Row>
          {dashboard.sentByHand.members.map((member) => (
            <Table.Row key={member.uid}>
              <Table.RowHeaderCell>{t`${member.name}, by hand`}</Table.RowHeaderCell>
              <Table.Cell justify="end">{i18n.number(member.count)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  )
}
