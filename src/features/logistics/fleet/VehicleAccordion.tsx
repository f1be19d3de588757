import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Progress, Text, VisuallyHidden } from '@radix-ui/themes'
import { IconArrowRight, IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { useFormat } from '@/components/format'
import { StatusBadge } from '@/components/status-badge'
import { Timeline } from '@/components/timeline'
import type { FleetVehicle } from '@/domain/logistics/fleet'
import { STATE_LABELS, WARNING_LABELS, WARNING_TONES } from '../labels'
import { cityName, countryName } from './labels'

interface VehicleAccordionProps {
  vehicles: readonly FleetVehicle[]
  chosen: string | null
  onChoose: (id: string | null) => void
  /** When the positions were computed: the "now" of each van's timeline. */
  asOf: number
}

/** The vans, one open at a time: opening one takes the map to it (docs/product.md, "Fleet"). */
export function VehicleAccordion({ vehicles, chosen, onChoose, asOf }: VehicleAccordionProps) {
  const list = useRef<HTMLDivElement>(null)
  // A van chosen on the map comes into view in the list.
  useEffect(() => {
    if (!chosen) return
    const item = list.current?.querySelector<HTMLElement>(`[data-vehicle="${CSS.escape(chosen)}"]`)
    item?.scrollIntoView({ block: 'nearest' })
  }, [chosen])
  return (
    <Accordion.Root
      ref={list}
      type="single"
      collapsible
      value={chosen ?? ''}
      onValueChange={(id) => onChoose(id || null)}
      className="fleet-vehicles"
    >
      {vehicles.map((vehicle) => (
        <VehicleItem key={vehicle.id} vehicle={vehicle} asOf={asOf} />
      ))}
    </Accordion.Root>
  )
}

function VehicleItem({ vehicle, asOf }: { vehicle: FleetVehicle; asOf: number }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const from = cityName(i18n, vehicle.from.city)
  const to = cityName(i18n, vehicle.to.city)
  const km = (value: number) => format.number(value, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 })
  const driven = km((vehicle.distanceKm * vehicle.progress) / 100)
  const distance = km(vehicle.distanceKm)
  const location = vehicle.location
  return (
    <Accordion.Item value={vehicle.id} className="fleet-vehicle" data-vehicle={vehicle.id}>
      <Accordion.Header asChild>
        <h3 className="fleet-vehicle-header">
          <Accordion.Trigger className="fleet-vehicle-trigger">
            <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
              <Flex justify="between" gap="2" align="center">
                <Text size="2" weight="bold">
                  <bdi>{vehicle.plate}</bdi>
                </Text>
                <Text size="1" color="gray" truncate>
                  {vehicle.driver}
                </Text>
              </Flex>
              <Text size="2" className="fleet-vehicle-route">
                <span>{from}</span>
                <IconArrowRight size={14} aria-hidden className="fleet-arrow" />
                <VisuallyHidden> {t`to`} </VisuallyHidden>
                <span>{to}</span>
              </Text>
              <Flex align="center" gap="2">
                <Progress value={vehicle.progress} size="1" aria-hidden="true" />
                <Text size="1" color="gray">
                  {format.percent(vehicle.progress / 100)}
                </Text>
              </Flex>
            </Flex>
            <IconChevronDown size={16} aria-hidden className="fleet-vehicle-chevron" />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Flex gap="1" wrap="wrap" className="fleet-vehicle-badges">
        <StatusBadge tone="neutral">{i18n._(STATE_LABELS[vehicle.state])}</StatusBadge>
        {vehicle.warning !== 'none' && (
          <StatusBadge tone={WARNING_TONES[vehicle.warning]}>{i18n._(WARNING_LABELS[vehicle.warning])}</StatusBadge>
        )}
        {vehicle.deviated && (
          <StatusBadge tone="warning">
            <Trans>Off route</Trans>
          </StatusBadge>
        )}
        {vehicle.late && (
          <StatusBadge tone="danger">
            <Trans>Running late</Trans>
          </StatusBadge>
        )}
      </Flex>
      <Accordion.Content className="fleet-vehicle-content">
        <Timeline
          time="absolute"
          items={[
            {
              id: 'departed',
              title: vehicle.progress > 0 ? t`Left ${from}` : t`Leaves ${from}`,
              description: countryName(format.locale, vehicle.from.country),
              at: vehicle.departedAt,
              tone: 'success',
            },
            {
              id: 'now',
              title: t`Now: ${location}`,
              description: t`${driven} of ${distance} driven`,
              at: asOf,
              tone: vehicle.warning === 'none' ? 'info' : WARNING_TONES[vehicle.warning],
            },
            {
              id: 'arrival',
              title: vehicle.progress >= 100 ? t`Arrived in ${to}` : t`Expected in ${to}`,
              description: countryName(format.locale, vehicle.to.country),
              at: vehicle.arrivesAt,
              tone: vehicle.late ? 'danger' : 'neutral',
            },
          ]}
        />
      </Accordion.Content>
    </Accordion.Item>
  )
}
