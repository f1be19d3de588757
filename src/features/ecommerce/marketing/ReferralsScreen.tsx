import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Code, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import {
  IconCash,
  IconCopy,
  IconGift,
  IconMailForward,
  IconPercentage,
  IconShoppingBag,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { DataTable, MoneyCell, PersonCell, useListQuery, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import { StatusBadge } from '@/components/status-badge'
import { notify } from '@/components/toast'
import { SHOP_CURRENCY } from '@/domain/shop/model'
import { REFERRAL_STATUSES, type ReferralRow, type ReferralStats } from '@/domain/shop/referrals'
import { referralSummaryQuery, referralsQuery } from './api'
import { InviteForm } from './InviteForm'
import { REFERRAL_STATUS_LABELS, REFERRAL_STATUS_TONES } from './labels'

function Status({ row }: { row: ReferralRow }) {
  const { i18n } = useLingui()
  return (
    <StatusBadge tone={REFERRAL_STATUS_TONES[row.status]}>{i18n._(REFERRAL_STATUS_LABELS[row.status])}</StatusBadge>
  )
}

const COLUMNS: DataColumn<ReferralRow>[] = [
  {
    id: 'name',
    header: <Trans>Friend</Trans>,
    sortable: true,
    rowHeader: true,
    cell: (row) => <PersonCell name={row.name} detail={row.email} />,
  },
  { id: 'code', header: <Trans>Referral ID</Trans>, sortable: true, cell: (row) => <bdi>{row.code}</bdi> },
  { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <Status row={row} /> },
  {
    id: 'value',
    header: <Trans>Value</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <MoneyCell amount={row.value} currency={SHOP_CURRENCY} />,
  },
  {
    id: 'earnings',
    header: <Trans>Earnings</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <MoneyCell amount={row.earnings} currency={SHOP_CURRENCY} />,
  },
]

/** Where a friend lands: the shop's sign-up page, carrying the workspace's referral code. */
const shareLinkOf = (code: string) => `${window.location.origin}/register?ref=${encodeURIComponent(code)}`

/** /apps/ecommerce/referrals: the shop's refer-a-friend programme, its figures and the friends referred. */
export default function ReferralsScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['status'],
    sortable: ['name', 'code', 'value', 'earnings', 'day'],
    defaults: { sortBy: 'day', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(referralsQuery(list.query))
  const summary = useQuery(referralSummaryQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Referrals</Trans>
      </Heading>
      {summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Figures stats={summary.data?.stats} />
      )}
      <PanelGrid min="20rem">
        <HowItWorks />
        <Panel title={<Trans>Invite your customers’ friends</Trans>}>
          <Flex direction="column" gap="4">
            <InviteForm />
            <ShareLink code={summary.data?.shareCode} />
          </Flex>
        </Panel>
      </PanelGrid>
      <DataTable
        caption={t`Referred friends`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => t`referral ${row.code}`}
        search={{ label: t`Search referrals` }}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            options: REFERRAL_STATUSES.map((value) => ({ value, label: i18n._(REFERRAL_STATUS_LABELS[value]) })),
          },
        ]}
        empty={
          <EmptyState
            title={t`Nobody referred yet`}
            description={t`Invite a first friend with the form above, or share the link.`}
          />
        }
      />
    </Flex>
  )
}

function Figures({ stats }: { stats: ReferralStats | undefined }) {
  const format = useFormat()
  const value = (show: (data: ReferralStats) => string) => (stats ? show(stats) : '…')
  return (
    <PanelGrid min="12rem">
      <StatCard
        label={<Trans>Signups</Trans>}
        value={value((data) => format.number(data.signups))}
        icon={IconUserPlus}
      />
      <StatCard
        label={<Trans>Conversion</Trans>}
        value={value((data) => format.percent(data.conversion))}
        icon={IconPercentage}
        tone="info"
      />
      <StatCard
        label={<Trans>Earnings</Trans>}
        value={value((data) => format.money(data.earnings, SHOP_CURRENCY))}
        icon={IconCash}
        tone="success"
      />
      <StatCard
        label={<Trans>Pending payout</Trans>}
        value={value((data) => format.money(data.pendingPayout, SHOP_CURRENCY))}
        icon={IconWallet}
        tone="warning"
      />
    </PanelGrid>
  )
}

function HowItWorks() {
  const steps = [
    {
      icon: IconMailForward,
      title: <Trans>Invite a friend</Trans>,
      text: (
        <Trans>
          Send an invitation from here, or let a customer share the link. The friend gets 15% off a first bag of freshly
          roasted beans.
        </Trans>
      ),
    },
    {
      icon: IconShoppingBag,
      title: <Trans>They order their first coffee</Trans>,
      text: (
        <Trans>
          The friend signs up with the link and places a first order, delivered by our own vans or sent by post.
        </Trans>
      ),
    },
    {
      icon: IconGift,
      title: <Trans>The referrer earns store credit</Trans>,
      text: (
        <Trans>
          10% of that first order goes to the referrer as store credit, paid out at the start of the following month.
        </Trans>
      ),
    },
  ]
  return (
    <Panel
      title={<Trans>How it works</Trans>}
      description={<Trans>Aurora Coffee Roasters’ refer-a-friend programme</Trans>}
    >
      <Grid gap="3" asChild>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map(({ icon: Glyph, title, text }, index) => (
            <li key={index}>
              <Card>
                <Flex gap="3" align="start">
                  <Glyph size={28} aria-hidden style={{ color: 'var(--accent-11)', flexShrink: 0 }} />
                  <Flex direction="column" gap="1">
                    <Heading as="h3" size="2">
                      {title}
                    </Heading>
                    <Text size="2" color="gray">
                      {text}
                    </Text>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ol>
      </Grid>
    </Panel>
  )
}

function ShareLink({ code }: { code: string | undefined }) {
  const { t } = useLingui()
  const link = code ? shareLinkOf(code) : ''
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      notify.success(t`Referral link copied to the clipboard.`)
    } catch {
      notify.error(t`The link could not be copied. Select it and copy it by hand.`)
    }
  }
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium" id="referral-link-label">
        <Trans>Or share the shop’s referral link</Trans>
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        <Code size="2" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{link || '…'}</bdi>
        </Code>
        <Button type="button" variant="soft" disabled={!code} onClick={() => void copy()}>
          <IconCopy size={16} aria-hidden />
          <Trans>Copy link</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}
