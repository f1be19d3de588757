import type { FeatureCollection, MultiLineString } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlas from 'world-atlas/countries-50m.json'

/**
 * The countries and the borders between them, from world-atlas' Natural Earth 1:50m TopoJSON.
 * A chunk of its own, fetched beside MapLibre's: the two largest parts of the map load at once.
 */
export function countries(): { land: FeatureCollection; borders: MultiLineString } {
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>
  return {
    land: feature(topology, topology.objects.countries),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  }
}
