import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading } from '@radix-ui/themes'
import { IconEye, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { DataTable, MoneyCell, PersonCell, useListQuery, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useFormat } from '@/components/format'
import type { CustomerRow } from '@/domain/shop/customers'
import { SHOP_CURRENCY } from '@/domain/shop/model'
import { hrefOf } from '@/routes/match'
import { AddCustomerDrawer } from './AddCustomerDrawer'
import { customerCountriesQuery, customersQuery } from './api'

function Country({ code }: { code: string }) {
  const { locale } = useFormat()
  return <>{new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code}</>
}

const COLUMNS: DataColumn<CustomerRow>[] = [
  {
    id: 'name',
    header: <Trans>Customer</Trans>,
    rowHeader: true,
    sortable: true,
    cell: (row) => (
      <PersonCell
        name={row.name}
        detail={row.email}
        renderName={(name) => <Link href={hrefOf('ecommerce-customer-details', { id: row.id })}>{name}</Link>}
      />
    ),
  },
  { id: 'code', header: <Trans>Customer ID</Trans>, sortable: true, cell: (row) => <bdi>#{row.code}</bdi> },
  { id: 'country', header: <Trans>Country</Trans>, sortable: true, cell: (row) => <Country code={row.country} /> },
  { id: 'orders', header: <Trans>Orders</Trans>, sortable: true, align: 'end', cell: (row) => row.orders },
  {
    id: 'spent',
    header: <Trans>Total spent</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <MoneyCell amount={row.spent} currency={SHOP_CURRENCY} inCents />,
  },
]

/** /apps/ecommerce/customer/list: the shop's customers with what they ordered, and a drawer to add one. */
export default function CustomerListScreen() {
  const { t } = useLingui()
  const { locale } = useFormat()
  const [, navigate] = useLocation()
  const [adding, setAdding] = useState(false)
  const list = useListQuery<'country'>({
    filters: ['country'],
    sortable: ['name', 'code', 'country', 'orders', 'spent'],
    defaults: { sortBy: 'code', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(customersQuery(list.query))
  const countries = useQuery(customerCountriesQuery())
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return (countries.data ?? []).map((code) => ({ value: code, label: names.of(code) ?? code }))
  }, [countries.data, locale])

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Customers</Trans>
      </Heading>
      <DataTable
        caption={t`Customers`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        search={{ label: t`Search customers`, placeholder: t`Name, e-mail or customer ID` }}
        filters={[{ name: 'country', label: t`Country`, options: countryOptions }]}
        rowActions={(row) => [
          { label: t`View`, icon: IconEye, href: hrefOf('ecommerce-customer-details', { id: row.id }) },
        ]}
        toolbarEnd={
          <Button onClick={() => setAdding(true)}>
            <IconPlus size={16} aria-hidden />
            <Trans>Add customer</Trans>
          </Button>
        }
        empty={
          <EmptyState
            title={t`No customers yet`}
            description={t`Customers appear here with their first order, or add one yourself.`}
          />
        }
      />
      <AddCustomerDrawer
        open={adding}
        onOpenChange={setAdding}
        onAdded={(id) => navigate(hrefOf('ecommerce-customer-details', { id }))}
      />
    </Flex>
  )
}
