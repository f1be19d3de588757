import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes'
import { IconMapOff, IconTruck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy, useCallback, useState, useSyncExternalStore } from 'react'
import { useSearchParams } from 'wouter'
import { EmptyState } from '@/components/empty-state'
import { QueryContent } from '@/components/feedback'
import type { FleetResponse } from '@/domain/logistics/fleet'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { fleetQuery } from './fleet/api'
import { MapBoundary } from './fleet/MapBoundary'
import { VehicleAccordion } from './fleet/VehicleAccordion'
import './fleet/fleet.css'

// MapLibre and its stylesheet load with the map only: a machine without WebGL never fetches them.
const FleetMap = lazy(() => import('./fleet/FleetMap'))

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

let webGL2: boolean | undefined
/**
 * MapLibre draws with WebGL 2; without it the map cannot start. Asked once per page: making a
 * context costs tens of milliseconds, and each visit of the page asked again.
 */
function hasWebGL2(): boolean {
  webGL2 ??= askWebGL2()
  return webGL2
}

function askWebGL2(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2')
    // Browsers keep few contexts alive: this one only asked the question.
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return context !== null
  } catch {
    return false
  }
}

/**
 * `/apps/logistics/fleet` (docs/product.md, "Fleet"): the roastery's vans on a map drawn offline,
 * beside the list of vans; choosing a van in either moves the other to it, and the address keeps
 * the choice (`?vehicle=`).
 */
export default function FleetScreen() {
  const query = useQuery(fleetQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Fleet</Trans>
      </Heading>
      <QueryContent query={query} loading={<Trans>Loading the fleet…</Trans>}>
        {(data) =>
          data.vehicles.length === 0 ? (
            <EmptyState
              icon={IconTruck}
              title={<Trans>No vans on the road</Trans>}
              description={<Trans>Vans show here once deliveries are planned.</Trans>}
            />
          ) : (
            <Fleet data={data} asOf={query.dataUpdatedAt} />
          )
        }
      </QueryContent>
    </Flex>
  )
}

function Fleet({ data, asOf }: { data: FleetResponse; asOf: number }) {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const { appearance, direction, preferences } = usePreferences()
  const reducedMotion = useSyncExternalStore(subscribeMotion, () => window.matchMedia(REDUCED_MOTION).matches)
  const [mapUsable, setMapUsable] = useState(hasWebGL2)
  const asked = params.get('vehicle')
  const chosen = data.vehicles.some((vehicle) => vehicle.id === asked) ? asked : null

  const choose = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (id) next.set('vehicle', id)
          else next.delete('vehicle')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  const unavailable = useCallback(() => setMapUsable(false), [])
  const themeKey = `${appearance}:${preferences.primaryColorLight}:${preferences.primaryColorDark}`

  return (
    <Grid columns={{ initial: '1', md: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="4" align="start">
      <Card className="fleet-map-card">
        {mapUsable ? (
          <MapBoundary fallback={<MapUnavailable />}>
            <Suspense
              fallback={
                <Flex className="fleet-map" align="center" justify="center" gap="2" role="status">
                  <Spinner />
                  <Trans>Loading the map…</Trans>
                </Flex>
              }
            >
              <FleetMap
                key={i18n.locale}
                vehicles={data.vehicles}
                chosen={chosen}
                onChoose={choose}
                onUnavailable={unavailable}
                rtl={direction === 'rtl'}
                themeKey={themeKey}
                reducedMotion={reducedMotion}
              />
            </Suspense>
            <Text as="p" size="1" color="gray" className="fleet-map-credit">
              {t`Map data: Natural Earth`}
            </Text>
          </MapBoundary>
        ) : (
          <MapUnavailable />
        )}
      </Card>
      <Card className="fleet-list-card">
        <Heading as="h2" size="3" mb="2">
          <Trans>Vans</Trans>
        </Heading>
        <div className="fleet-list-scroll">
          <VehicleAccordion vehicles={data.vehicles} chosen={chosen} onChoose={choose} asOf={asOf} />
        </div>
      </Card>
    </Grid>
  )
}

function MapUnavailable() {
  return (
    <Callout.Root color="gray" className="fleet-map-unavailable">
      <Callout.Icon>
        <IconMapOff size={18} aria-hidden="true" />
      </Callout.Icon>
      <Callout.Text>
        <Trans>
          This browser cannot draw the map (it needs WebGL 2). The list of vans beside it still shows where each one is.
        </Trans>
      </Callout.Text>
    </Callout.Root>
  )
}
