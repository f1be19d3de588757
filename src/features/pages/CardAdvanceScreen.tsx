import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, Heading, Link as RadixLink, Progress, Tabs, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { UserAvatar } from '@/components/avatar'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { Timeline } from '@/components/timeline'
import type { DashboardResponse, RunCounters } from '@/domain/automations/apiTypes'
import { EVENT_KIND_LABELS, RUN_STATUS_LABELS } from '@/domain/automations/messages'
import { RUN_STATUSES } from '@/domain/automations/runs'
import { emptyCounters } from '@/domain/automations/runStatus'
import type { InstagramConnection } from '@/domain/instagram/apiTypes'
import { STATUS_COLORS, STATUS_LABELS } from '@/domain/instagram/messages'
import { hrefOf, mayOpen, pathOf, routeByName } from '@/routes/match'
import { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'
import { useAbility } from '@/runtime/session/useAbility'
import { overviewCardsQuery } from './api'
import './pages.css'

/** How many of the latest events the activity card lists. */
const LATEST = 6

/**
 * `/pages/cards/card-advance`: the template's richer cards (lists with progress, tabs inside a
 * card, an activity timeline, people with their status) built on the workspace's own automations,
 * events and Instagram accounts.
 */
export default function CardAdvanceScreen() {
  const overview = useQuery(overviewCardsQuery())
  const accounts = useQuery(instagramAccountsQuery())
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Advanced cards</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            Cards that hold more than a figure: lists with progress, tabs, an activity timeline and your connected
            accounts, all from your workspace.
          </Trans>
        </Text>
      </Flex>
      <QueryContent query={overview} loading={<Trans>Loading your figures…</Trans>}>
        {(data) => (
          <PanelGrid min="22rem">
            <TopAutomationsCard top={data.top} />
            <RunOutcomesCard data={data} />
            <LatestActivityCard events={data.latestEvents} />
            <QueryContent query={accounts} loading={<Trans>Loading your accounts…</Trans>}>
              {(list) => <AccountsCard accounts={list} />}
            </QueryContent>
          </PanelGrid>
        )}
      </QueryContent>
    </Flex>
  )
}

function TopAutomationsCard({ top }: { top: DashboardResponse['top'] }) {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <Panel
      title={<Trans>Top automations</Trans>}
      description={<Trans>Your busiest automations, and how many of their runs reached Instagram</Trans>}
    >
      {top.length === 0 ? (
        <Text color="gray">
          <Trans>No automation has run yet.</Trans>
        </Text>
      ) : (
        <Flex asChild direction="column" gap="3">
          <ul className="pages-plain-list">
            {top.map((entry) => {
              const share = entry.total === 0 ? 0 : entry.counters.sent / entry.total
              return (
                <li key={entry.automationId}>
                  <Flex justify="between" gap="3" wrap="wrap">
                    <RadixLink asChild weight="medium">
                      <Link href={hrefOf('automation-runs', { id: entry.automationId })}>{entry.name}</Link>
                    </RadixLink>
                    <Text size="2" color="gray">
                      <Trans>
                        {format.number(entry.counters.sent)} of {format.number(entry.total)} sent
                      </Trans>
                    </Text>
                  </Flex>
                  <Progress
                    mt="1"
                    size="1"
                    value={Math.round(share * 100)}
                    aria-label={t`${entry.name}: ${format.percent(share)} of runs sent`}
                  />
                </li>
              )
            })}
          </ul>
        </Flex>
      )}
    </Panel>
  )
}

const sumDays = (days: DashboardResponse['days']): RunCounters => {
  const counters = emptyCounters()
  for (const day of days) for (const status of RUN_STATUSES) counters[status] += day[status]
  return counters
}

function RunOutcomesCard({ data }: { data: DashboardResponse }) {
  const periods = [
    { id: 'week', label: <Trans>7 days</Trans>, counters: sumDays(data.days.slice(-7)) },
    { id: 'fortnight', label: <Trans>14 days</Trans>, counters: sumDays(data.days) },
    { id: 'all', label: <Trans>All time</Trans>, counters: data.totals },
  ]
  return (
    <Panel title={<Trans>Run outcomes</Trans>} description={<Trans>What became of each run, by period</Trans>}>
      <Tabs.Root defaultValue="week">
        <Tabs.List size="1">
          {periods.map((period) => (
            <Tabs.Trigger key={period.id} value={period.id}>
              {period.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {periods.map((period) => (
          <Tabs.Content key={period.id} value={period.id}>
            <Outcomes counters={period.counters} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  )
}

function Outcomes({ counters }: { counters: RunCounters }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const total = RUN_STATUSES.reduce((sum, status) => sum + counters[status], 0)
  if (total === 0)
    return (
      <Text as="p" mt="3" color="gray">
        <Trans>No run in this period.</Trans>
      </Text>
    )
  return (
    <Flex asChild direction="column" gap="2" mt="3">
      <dl className="pages-outcomes">
        <Flex justify="between" gap="3">
          <Text asChild weight="medium">
            <dt>
              <Trans>Runs</Trans>
            </dt>
          </Text>
          <Text asChild weight="medium">
            <dd>{format.number(total)}</dd>
          </Text>
        </Flex>
        {RUN_STATUSES.map((status) => (
          <Flex key={status} justify="between" gap="3">
            <Text asChild color="gray">
              <dt>{i18n._(RUN_STATUS_LABELS[status])}</dt>
            </Text>
            <Text asChild>
              <dd>
                {format.number(counters[status])} · {format.percent(counters[status] / total)}
              </dd>
            </Text>
          </Flex>
        ))}
      </dl>
    </Flex>
  )
}

function LatestActivityCard({ events }: { events: DashboardResponse['latestEvents'] }) {
  const { i18n } = useLingui()
  // The events screen is for the roles that read webhooks: no link to a page that would refuse.
  const eventsScreen = routeByName('instagram-webhooks')
  const mayOpenEvents = mayOpen(eventsScreen, useAbility())
  return (
    <Panel
      title={<Trans>Latest activity</Trans>}
      description={<Trans>What people did on your accounts, newest first</Trans>}
      action={
        mayOpenEvents && (
          <Button asChild variant="ghost" size="1">
            <Link href={eventsScreen.path}>
              <Trans>All events</Trans>
            </Link>
          </Button>
        )
      }
    >
      {events.length === 0 ? (
        <Text color="gray">
          <Trans>No Instagram event received yet.</Trans>
        </Text>
      ) : (
        <Timeline
          items={events.slice(0, LATEST).map((event) => {
            const kind = i18n._(EVENT_KIND_LABELS[event.kind])
            const who = event.from?.username ? `@${event.from.username}` : null
            return {
              id: event.key,
              at: event.at,
              tone: event.runs > 0 ? 'success' : 'neutral',
              // The username is isolated (bdi) so that its @ stays with it in a right-to-left sentence.
              title: who ? (
                <Trans>
                  {kind} from <bdi>{who}</bdi>
                </Trans>
              ) : (
                kind
              ),
              description: (
                <>
                  {event.text && <Text as="p">{event.text}</Text>}
                  <Text as="p" color="gray">
                    {event.runs > 0 ? (
                      <Plural value={event.runs} one="# automation answered it." other="# automations answered it." />
                    ) : (
                      <Trans>No automation answered it.</Trans>
                    )}
                  </Text>
                </>
              ),
            }
          })}
        />
      )}
    </Panel>
  )
}

function AccountsCard({ accounts }: { accounts: InstagramConnection[] }) {
  const { i18n } = useLingui()
  const format = useFormat()
  return (
    <Panel
      title={<Trans>Instagram accounts</Trans>}
      description={<Trans>Who your automations answer for, and when their access needs renewing</Trans>}
      action={
        <Button asChild variant="ghost" size="1">
          <Link href={pathOf('integrations')}>
            <Trans>Manage</Trans>
          </Link>
        </Button>
      }
    >
      {accounts.length === 0 ? (
        <Text color="gray">
          <Trans>No account connected yet.</Trans>
        </Text>
      ) : (
        <Flex asChild direction="column" gap="3">
          <ul className="pages-plain-list">
            {accounts.map((account) => (
              <li key={account.id}>
                <Flex align="center" gap="3">
                  <UserAvatar name={account.name || account.username} src={account.pictureUrl} />
                  <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
                    <Flex align="center" gap="2" wrap="wrap">
                      <Text weight="medium">
                        <bdi>@{account.username}</bdi>
                      </Text>
                      <Badge color={STATUS_COLORS[account.status]} highContrast>
                        {i18n._(STATUS_LABELS[account.status])}
                      </Badge>
                    </Flex>
                    <Text size="1" color="gray">
                      <Trans>Access expires {format.relative(account.tokenExpiresAt)}</Trans>
                    </Text>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Panel>
  )
}
