import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Progress, Text } from '@radix-ui/themes'
import { IconEye, IconEyeOff, IconMessageStar, IconMoodHappy, IconSparkles, IconStar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { BarChart } from '@/components/charts'
import {
  DataTable,
  DateCell,
  PersonCell,
  useConfirmDelete,
  useListQuery,
  type DataColumn,
} from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import { StatusBadge } from '@/components/status-badge'
import { notify, toastUndo } from '@/components/toast'
import { REVIEW_RATINGS, REVIEW_STATUSES, type ReviewRow, type ReviewStats } from '@/domain/shop/reviews'
import { reviewStatsQuery, reviewsQuery, useDeleteReview, useRestoreReview, useSetReviewStatus } from './api'
import { Stars } from './Stars'
import { REVIEW_STATUS_LABELS, REVIEW_STATUS_TONES } from './labels'

function Status({ row }: { row: ReviewRow }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={REVIEW_STATUS_TONES[row.status]}>{i18n._(REVIEW_STATUS_LABELS[row.status])}</StatusBadge>
}

const COLUMNS: DataColumn<ReviewRow>[] = [
  {
    id: 'product',
    header: <Trans>Product</Trans>,
    sortable: true,
    rowHeader: true,
    cell: (row) => <bdi>{row.product}</bdi>,
  },
  {
    id: 'reviewer',
    header: <Trans>Reviewer</Trans>,
    sortable: true,
    cell: (row) => <PersonCell name={row.reviewer} detail={row.email} />,
  },
  { id: 'rating', header: <Trans>Rating</Trans>, sortable: true, cell: (row) => <Stars rating={row.rating} /> },
  {
    id: 'review',
    header: <Trans>Review</Trans>,
    cell: (row) => (
      <Flex direction="column" style={{ minWidth: '16rem', maxWidth: '28rem' }}>
        <Text weight="medium">{row.title}</Text>
        <Text size="1" color="gray">
          {row.text}
        </Text>
      </Flex>
    ),
  },
  { id: 'day', header: <Trans>Date</Trans>, sortable: true, cell: (row) => <DateCell value={row.day} /> },
  { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <Status row={row} /> },
]

/** /apps/ecommerce/manage-review: what customers say of the shop's products, and the team's moderation. */
export default function ReviewsScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['status', 'rating'],
    sortable: ['product', 'reviewer', 'rating', 'day'],
    defaults: { sortBy: 'day', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(reviewsQuery(list.query))
  const confirmRemove = useConfirmDelete<ReviewRow>({
    title: (row) => t`Delete the review by ${row.reviewer}?`,
    description: t`It leaves the shop and this list at once; you can undo it for a few seconds.`,
    onConfirm: (row) => confirmDelete(row),
  })
  const setStatus = useSetReviewStatus()
  const remove = useDeleteReview()
  const restore = useRestoreReview()

  const toggle = (row: ReviewRow) => {
    const status = row.status === 'published' ? 'pending' : 'published'
    setStatus.mutate(
      { id: row.id, status },
      {
        onSuccess: () =>
          notify.success(
            status === 'published' ? t`Review by ${row.reviewer} published` : t`Review by ${row.reviewer} unpublished`,
          ),
        onError: () => notify.error(t`The review could not be changed. Try again.`),
      },
    )
  }

  const confirmDelete = (row: ReviewRow) =>
    remove.mutate(row.id, {
      onSuccess: () =>
        toastUndo({
          message: t`Review by ${row.reviewer} deleted`,
          onUndo: () =>
            restore.mutate(row.id, { onError: () => notify.error(t`The review could not be restored. Try again.`) }),
        }),
      onError: () => notify.error(t`The review could not be deleted. Try again.`),
    })

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Manage reviews</Trans>
      </Heading>
      <ReviewFigures />
      <DataTable
        caption={t`Reviews`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => t`review by ${row.reviewer}`}
        search={{ label: t`Search reviews` }}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            options: REVIEW_STATUSES.map((value) => ({ value, label: i18n._(REVIEW_STATUS_LABELS[value]) })),
          },
          {
            name: 'rating',
            label: t`Rating`,
            options: REVIEW_RATINGS.map((value) => {
              const rating = Number(value)
              return { value, label: t`${rating} out of 5 stars` }
            }),
          },
        ]}
        rowActions={(row) => [
          row.status === 'published'
            ? { label: t`Unpublish`, icon: IconEyeOff, onSelect: () => toggle(row) }
            : { label: t`Publish`, icon: IconEye, onSelect: () => toggle(row) },
          confirmRemove.action(row),
        ]}
        empty={
          <EmptyState
            title={t`No reviews yet`}
            description={t`Customers are asked for a review a week after their order is delivered.`}
          />
        }
      />
      {confirmRemove.dialog}
    </Flex>
  )
}

function ReviewFigures() {
  const stats = useQuery(reviewStatsQuery())
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
  return <Figures stats={stats.data} />
}

function Figures({ stats }: { stats: ReviewStats | undefined }) {
  const { t } = useLingui()
  const format = useFormat()
  const value = (show: (data: ReviewStats) => string) => (stats ? show(stats) : '…')
  const week = (day: string | number) => format.date(String(day), { day: 'numeric', month: 'short' })
  const weeks = stats?.weeks ?? []
  const positive = weeks.reduce((sum, each) => sum + each.positive, 0)
  const negative = weeks.reduce((sum, each) => sum + each.negative, 0)
  return (
    <Flex direction="column" gap="4" aria-busy={stats === undefined}>
      <PanelGrid min="12rem">
        <StatCard
          label={<Trans>Average rating</Trans>}
          value={value((data) => format.number(data.average, { maximumFractionDigits: 1 }))}
          icon={IconStar}
          tone="warning"
        />
        <StatCard
          label={<Trans>Reviews</Trans>}
          value={value((data) => format.number(data.count))}
          icon={IconMessageStar}
        />
        <StatCard
          label={<Trans>Positive (4 and 5 stars)</Trans>}
          value={value((data) => format.percent(data.positiveShare))}
          icon={IconMoodHappy}
          tone="success"
        />
        <StatCard
          label={<Trans>New this week</Trans>}
          value={value((data) => format.number(data.newThisWeek))}
          icon={IconSparkles}
          tone="info"
        />
      </PanelGrid>
      <PanelGrid min="20rem">
        <Panel title={<Trans>Ratings</Trans>} description={<Trans>Reviews per number of stars</Trans>}>
          <Flex direction="column" gap="2" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {(stats?.perStar ?? []).map(({ stars, count }) => (
                <li key={stars}>
                  <Flex align="center" gap="3">
                    <Text size="2" style={{ minWidth: '4.5rem' }}>
                      <Plural value={stars} one="# star" other="# stars" />
                    </Text>
                    <Progress
                      value={stats && stats.count > 0 ? (count / stats.count) * 100 : 0}
                      aria-label={t`${plural(stars, { one: '# star', other: '# stars' })}`}
                      color="amber"
                      style={{ flex: 1 }}
                    />
                    <Text size="2" style={{ minWidth: '2rem', textAlign: 'end' }}>
                      {format.number(count)}
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        </Panel>
        <Panel
          title={<Trans>Reviews per week</Trans>}
          description={<Trans>Positive and critical, last eight weeks</Trans>}
        >
          <BarChart
            title={t`Reviews per week`}
            hideTitle
            summary={t`${positive} positive and ${negative} critical reviews over the last eight weeks.`}
            data={weeks}
            x="week"
            xLabel={t`Week of`}
            formatX={week}
            series={[
              { key: 'positive', label: t`Positive`, color: 'success' },
              { key: 'negative', label: t`Critical`, color: 'danger' },
            ]}
            stacked
            height={220}
          />
        </Panel>
      </PanelGrid>
    </Flex>
  )
}
