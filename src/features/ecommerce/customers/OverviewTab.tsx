import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Grid, Progress, Text } from '@radix-ui/themes'
import { IconAward, IconCash, IconShoppingCart } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { DataTable, useListQuery } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useFormat } from '@/components/format'
import { StatCard } from '@/components/stat-card'
import type { CustomerDetail } from '@/domain/shop/customers'
import { ordersQuery, type OrderFilter } from '../orders/api'
import { ORDER_SORTABLE, orderColumns } from '../orders/orderColumns'
import { useCents } from '../orders/useCents'
import { TIER_LABELS } from './labels'

/** What the customer bought: their figures, loyalty tier and every order, paged by the backend. */
export function OverviewTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const cents = useCents()
  const list = useListQuery<OrderFilter>({
    sortable: ORDER_SORTABLE,
    defaults: { sortBy: 'number', orderBy: 'desc', itemsPerPage: 5 },
  })
  const result = useQuery(ordersQuery(list.query, customer.id))
  const columns = useMemo(() => orderColumns(false), [])
  const { loyalty, figures } = customer
  const average = figures.orders > 0 ? Math.round(figures.spent / figures.orders) : 0
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        <StatCard label={t`Orders`} value={format.number(figures.orders)} icon={IconShoppingCart} />
        <StatCard
          label={t`Spent`}
          value={cents(figures.spent)}
          icon={IconCash}
          tone="success"
          footer={<Trans>{cents(average)} per order on average</Trans>}
        />
        <StatCard
          label={t`Loyalty`}
          value={i18n._(TIER_LABELS[loyalty.tier])}
          icon={IconAward}
          tone="warning"
          footer={
            <Flex direction="column" gap="1">
              <Text size="1">
                <Trans>{format.number(loyalty.points)} points</Trans>
              </Text>
              {loyalty.toNext !== null && (
                <>
                  <Progress
                    value={Math.min(100, (loyalty.points * 100) / (loyalty.points + loyalty.toNext / 100))}
                    aria-label={t`Progress to the next tier`}
                  />
                  <Text size="1" color="gray">
                    <Trans>{cents(loyalty.toNext)} more to reach the next tier</Trans>
                  </Text>
                </>
              )}
            </Flex>
          }
        />
      </Grid>
      <DataTable
        caption={t`Orders placed`}
        columns={columns}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => t`order ${row.number}`}
        search={{ label: t`Search this customer's orders` }}
        empty={<EmptyState title={t`No orders yet`} description={t`Their orders appear here once they buy.`} />}
      />
    </Flex>
  )
}
