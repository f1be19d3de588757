import { useLingui } from '@lingui/react/macro'
import { GeoJSONSource, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { FLEET_BOUNDS, fleetCities, routesCollection, type FleetVehicle } from '@/domain/logistics/fleet'
import { STATE_LABELS } from '../labels'
import { applyColors, fleetStyle, highlightRoute, themeColors } from './mapStyle'
import { cityName } from './labels'

/**
 * MapLibre looks for its worker beside its own module, which the build renames and moves: the
 * worker is emitted as an asset of the build and named here (served by the app, never a CDN).
 */
setWorkerUrl(new URL(workerUrl, window.location.href).href)

/** How close the map comes to a chosen van. */
const VAN_ZOOM = 6

interface FleetMapProps {
  vehicles: readonly FleetVehicle[]
  chosen: string | null
  onChoose: (id: string) => void
  /** The map could not start (no WebGL, a lost context): the screen says so instead. */
  onUnavailable: () => void
  /** Right to left: the controls sit at the top left, on the side the page mirrors to. */
  rtl: boolean
  /** The theme's state, whose change repaints the map (appearance, accent colour). */
  themeKey: string
  reducedMotion: boolean
}

/**
 * The fleet's map (docs/product.md, "Fleet"): Iberia and France drawn by MapLibre from the
 * bundled atlas, the vans' routes, a button per van and the cities' names as HTML markers. The
 * container reports `data-state="loaded"` and the centre it shows (`data-center`) once drawn.
 * Mounted once per language (the screen keys it), as MapLibre's control labels are set at start.
 */
export default function FleetMap({
  vehicles,
  chosen,
  onChoose,
  onUnavailable,
  rtl,
  themeKey,
  reducedMotion,
}: FleetMapProps) {
  const { t, i18n } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  // The latest callbacks and choice, for handlers MapLibre keeps from the first render.
  const latest = useRef({ onChoose, onUnavailable, chosen })
  useEffect(() => {
    latest.current = { onChoose, onUnavailable, chosen }
  })

  useEffect(() => {
    const element = container.current!
    // The countries load beside MapLibre (their own chunk) while it starts.
    const atlas = import('./atlas')
    let removed = false
    let created: MapLibreMap
    try {
      created = new MapLibreMap({
        container: element,
        style: fleetStyle(themeColors(element), routesCollection(vehicles), latest.current.chosen),
        bounds: FLEET_BOUNDS,
        fitBoundsOptions: { padding: 16 },
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        renderWorldCopies: false,
        locale: {
          'Map.Title': t`Map of the fleet`,
          'NavigationControl.ZoomIn': t`Zoom in`,
          'NavigationControl.ZoomOut': t`Zoom out`,
        },
      })
    } catch {
      // No WebGL 2 (an old machine, a blocked GPU): MapLibre refuses to start.
      latest.current.onUnavailable()
      return
    }
    created.touchZoomRotate.disableRotation()
    created.addControl(new NavigationControl({ showCompass: false }), rtl ? 'top-left' : 'top-right')
    const report = () => {
      const { lng, lat } = created.getCenter()
      element.dataset.center = `${lng.toFixed(4)},${lat.toFixed(4)}`
    }
    created.on('moveend', report)
    created.on('load', () => {
      atlas.then(
        ({ countries }) => {
          if (removed) return
          const { land, borders } = countries()
          for (const [id, data] of [
            ['land', land],
            ['borders', borders],
          ] as const) {
            const source = created.getSource(id)
            if (source instanceof GeoJSONSource) source.setData(data)
          }
          // Drawn, countries included: what the end-to-end test waits for.
          created.once('idle', () => {
            report()
            element.dataset.state = 'loaded'
          })
          setMap(created)
        },
        () => latest.current.onUnavailable(),
      )
    })
    created.on('error', (event) => {
      // Everything the map draws ships with the app, so an error means the map cannot work here.
      if (!created.loaded()) latest.current.onUnavailable()
      else console.warn('The fleet map:', event.error)
    })
    created.on('webglcontextlost', () => latest.current.onUnavailable())
    return () => {
      removed = true
      created.remove()
      setMap(null)
    }
    // The map starts once per mount: the vans, colours and choice update it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The cities' names, in the page's language and direction.
  useEffect(() => {
    if (!map) return
    const added = fleetCities(vehicles).map(({ city, position }) => {
      const label = document.createElement('span')
      label.className = 'fleet-city'
      label.textContent = cityName(i18n, city)
      return new Marker({ element: label, anchor: 'top', offset: [0, 4] }).setLngLat(position).addTo(map)
    })
    return () => added.forEach((marker) => marker.remove())
  }, [map, vehicles, i18n])

  // A button per van: choosing it opens the van in the list.
  useEffect(() => {
    if (!map) return
    const source = map.getSource('routes')
    if (source instanceof GeoJSONSource) source.setData(routesCollection(vehicles))
    const added = vehicles.map((vehicle) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'fleet-marker'
      button.dataset.vehicle = vehicle.id
      if (vehicle.warning !== 'none') button.dataset.warning = vehicle.warning
      const plate = vehicle.plate
      const state = i18n._(STATE_LABELS[vehicle.state])
      const label = t`Van ${plate}: ${state}`
      button.setAttribute('aria-label', label)
      button.title = label
      button.addEventListener('click', (event) => {
        event.stopPropagation()
        latest.current.onChoose(vehicle.id)
      })
      return new Marker({ element: button }).setLngLat(vehicle.position).addTo(map)
    })
    return () => added.forEach((marker) => marker.remove())
  }, [map, vehicles, t, i18n])

  // The chosen van: its route stands out, its marker too, and the map goes to it.
  useEffect(() => {
    if (!map) return
    highlightRoute(map, chosen)
    for (const button of container.current?.querySelectorAll<HTMLElement>('.fleet-marker') ?? []) {
      const id = button.dataset.vehicle
      button.setAttribute('aria-pressed', String(id === chosen))
      // Drawn above the others, where vans overlap.
      button.style.zIndex = id === chosen ? '2' : ''
    }
    const vehicle = vehicles.find((each) => each.id === chosen)
    if (!vehicle) return
    const camera = { center: vehicle.position, zoom: Math.max(map.getZoom(), VAN_ZOOM) }
    if (reducedMotion) map.jumpTo(camera)
    else map.flyTo({ ...camera, duration: 1200 })
  }, [map, chosen, vehicles, reducedMotion])

  useEffect(() => {
    if (map && container.current) applyColors(map, themeColors(container.current))
  }, [map, themeKey])

  return <div ref={container} className="fleet-map" data-state="loading" />
}
