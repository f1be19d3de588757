import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Progress, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { DataTable, useListQuery, type DataColumn } from '@/components/data-table'
import { useFormat } from '@/components/format'
import { StatusBadge } from '@/components/status-badge'
import type { VehicleRow } from '@/domain/shop/apiTypes'
import { VEHICLE_STATES, VEHICLE_WARNINGS } from '@/domain/shop/model'
import { vehiclesQuery } from './api'
import { STATE_LABELS, WARNING_LABELS, WARNING_TONES } from './labels'

function Place({ place }: { place: VehicleRow['from'] }) {
  const { locale } = useFormat()
  return (
    <Flex direction="column">
      <bdi>{place.city}</bdi>
      <Text size="1" color="gray">
        {new Intl.DisplayNames([locale], { type: 'region' }).of(place.country)}
      </Text>
    </Flex>
  )
}
function Warning({ vehicle }: { vehicle: VehicleRow }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={WARNING_TONES[vehicle.warning]}>{i18n._(WARNING_LABELS[vehicle.warning])}</StatusBadge>
}
function Where({ vehicle }: { vehicle: VehicleRow }) {
  const { i18n } = useLingui()
  return (
    <Flex direction="column">
      <bdi>{vehicle.location}</bdi>
      <Text size="1" color="gray">
        {i18n._(STATE_LABELS[vehicle.state])}
      </Text>
    </Flex>
  )
}
function Done({ progress }: { progress: number }) {
  const format = useFormat()
  return (
    <Flex align="center" gap="2" style={{ minWidth: '8rem' }}>
      <Progress value={progress} size="1" aria-hidden="true" />
      <Text size="1">{format.percent(progress / 100)}</Text>
    </Flex>
  )
}

const COLUMNS: DataColumn<VehicleRow>[] = [
  {
    id: 'plate',
    header: <Trans>Vehicle</Trans>,
    cell: (row) => <bdi>{row.plate}</bdi>,
    sortable: true,
    rowHeader: true,
  },
  { id: 'location', header: <Trans>Location</Trans>, cell: (row) => <Where vehicle={row} /> },
  { id: 'from', header: <Trans>Starting route</Trans>, cell: (row) => <Place place={row.from} />, sortable: true },
  { id: 'to', header: <Trans>Ending route</Trans>, cell: (row) => <Place place={row.to} />, sortable: true },
  { id: 'warning', header: <Trans>Warnings</Trans>, cell: (row) => <Warning vehicle={row} /> },
  { id: 'progress', header: <Trans>Progress</Trans>, cell: (row) => <Done progress={row.progress} />, sortable: true },
]

/** The vans and where they are. */
export function VehiclesTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['state', 'warning'],
    sortable: ['plate', 'from', 'to', 'progress'],
    defaults: { itemsPerPage: 5 },
  })
  const result = useQuery(vehiclesQuery(list.query))
  return (
    <DataTable
      caption={t`Vehicles`}
      columns={COLUMNS}
      list={list}
      result={result}
      getRowId={(row) => row.id}
      rowLabel={(row) => t`vehicle ${row.plate}`}
      search={{ label: t`Search vehicles` }}
      filters={[
        {
          name: 'state',
          label: t`State`,
          options: VEHICLE_STATES.map((value) => ({ value, label: i18n._(STATE_LABELS[value]) })),
        },
        {
          name: 'warning',
          label: t`Warnings`,
          options: VEHICLE_WARNINGS.map((value) => ({ value, label: i18n._(WARNING_LABELS[value]) })),
        },
      ]}
    />
  )
}
