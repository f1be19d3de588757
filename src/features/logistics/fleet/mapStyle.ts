import type { FeatureCollection, LineString } from 'geojson'
import type { FilterSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'

/** The colours the map takes from the theme (Radix variables), so dark mode and the accent apply. */
export interface MapColors {
  sea: string
  land: string
  border: string
  route: string
  chosen: string
}

/** Set on `.fleet-map` from the theme's variables (fleet.css). */
const THEME_VARIABLES: Record<keyof MapColors, string> = {
  sea: '--fleet-sea',
  land: '--fleet-land',
  border: '--fleet-border',
  route: '--fleet-route',
  chosen: '--fleet-chosen',
}

/**
 * The theme's colours as MapLibre reads them. Radix declares some in `color(display-p3 …)`, which
 * MapLibre's parser does not know: a 2D canvas paints each one and hands it back as sRGB.
 */
export function themeColors(element: HTMLElement): MapColors {
  const style = getComputedStyle(element)
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  const toRgb = (value: string) => {
    if (!context) return value
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = value
    context.fillRect(0, 0, 1, 1)
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
    return `rgba(${r}, ${g}, ${b}, ${((a ?? 255) / 255).toFixed(3)})`
  }
  const entries = Object.entries(THEME_VARIABLES).map(([key, variable]) => [
    key,
    toRgb(style.getPropertyValue(variable).trim() || 'gray'),
  ])
  return Object.fromEntries(entries) as MapColors
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] }

const chosenFilter = (id: string | null): FilterSpecification => ['==', ['get', 'id'], id ?? '']

/**
 * The whole map drawn from what ships with the app: no tiles, no glyphs, no sprites, so it needs no
 * network. Names are HTML markers (FleetMap), which read in the page's language and direction.
 * The land and the borders start empty and are filled from the atlas (atlas.ts) once it is in.
 */
export function fleetStyle(
  colors: MapColors,
  routes: FeatureCollection<LineString>,
  chosen: string | null,
): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: EMPTY },
      borders: { type: 'geojson', data: EMPTY },
      routes: { type: 'geojson', data: routes },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colors.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': colors.border, 'line-width': 1 } },
      {
        id: 'routes',
        type: 'line',
        source: 'routes',
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': colors.route, 'line-width': 1.5, 'line-dasharray': [2, 2] },
      },
      {
        id: 'route-chosen',
        type: 'line',
        source: 'routes',
        filter: chosenFilter(chosen),
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': colors.chosen, 'line-width': 4 },
      },
    ],
  }
}

/** Repaints the map in the theme's colours (the appearance or the accent changed). */
export function applyColors(map: MapLibreMap, colors: MapColors): void {
  map.setPaintProperty('sea', 'background-color', colors.sea)
  map.setPaintProperty('land', 'fill-color', colors.land)
  map.setPaintProperty('borders', 'line-color', colors.border)
  map.setPaintProperty('routes', 'line-color', colors.route)
  map.setPaintProperty('route-chosen', 'line-color', colors.chosen)
}

/** Highlights the chosen van's route (none: no route stands out). */
export function highlightRoute(map: MapLibreMap, chosen: string | null): void {
  map.setFilter('route-chosen', chosenFilter(chosen))
}
