import type { FeatureCollection, LineString } from 'geojson'
import type { VehicleRow } from '@/domain/shop/apiTypes'

/** A point on the map as GeoJSON writes it: longitude, then latitude (degrees). */
export type LngLat = [number, number]

/**
 * Where the demo shop's cities are (src/mocks/shop/catalog.ts, `CITIES`): the roastery delivers
 * across Portugal, Spain and the south of France. A city missing here has no place on the map.
 */
export const CITY_COORDINATES: Readonly<Record<string, LngLat>> = {
  Lisbon: [-9.1393, 38.7223],
  Porto: [-8.6291, 41.1579],
  Faro: [-7.9304, 37.0194],
  Madrid: [-3.7038, 40.4168],
  Seville: [-5.9845, 37.3891],
  Barcelona: [2.1734, 41.3851],
  Valencia: [-0.3763, 39.4699],
  Bordeaux: [-0.5792, 44.8378],
  Toulouse: [1.4442, 43.6047],
  Lyon: [4.8357, 45.764],
}

/**
 * Towns the motorways between those cities pass, so that a route follows the roads (round the
 * Bay of Biscay, over the Pyrenees at their ends) instead of crossing the sea.
 */
const WAYPOINTS: Readonly<Record<string, LngLat>> = {
  Coimbra: [-8.4103, 40.2033],
  Badajoz: [-6.9707, 38.8794],
  Salamanca: [-5.6635, 40.9701],
  Burgos: [-3.6996, 42.3439],
  'San Sebastián': [-1.9812, 43.3183],
  Zaragoza: [-0.8891, 41.6488],
  Córdoba: [-4.7794, 37.8882],
  Narbonne: [3.0039, 43.1844],
  Montpellier: [3.8767, 43.6108],
}

/** The motorways the vans take, as links between neighbouring places (both ways). */
const ROAD_LINKS: readonly [string, string][] = [
  ['Lisbon', 'Coimbra'],
  ['Coimbra', 'Porto'],
  ['Lisbon', 'Faro'],
  ['Faro', 'Seville'],
  ['Lisbon', 'Badajoz'],
  ['Badajoz', 'Madrid'],
  ['Badajoz', 'Seville'],
  ['Coimbra', 'Salamanca'],
  ['Salamanca', 'Madrid'],
  ['Salamanca', 'Burgos'],
  ['Madrid', 'Burgos'],
  ['Burgos', 'San Sebastián'],
  ['San Sebastián', 'Bordeaux'],
  ['San Sebastián', 'Zaragoza'],
  ['Bordeaux', 'Toulouse'],
  ['Toulouse', 'Narbonne'],
  ['Narbonne', 'Montpellier'],
  ['Narbonne', 'Barcelona'],
  ['Montpellier', 'Lyon'],
  ['Barcelona', 'Zaragoza'],
  ['Zaragoza', 'Madrid'],
  ['Madrid', 'Córdoba'],
  ['Córdoba', 'Seville'],
  ['Madrid', 'Valencia'],
  ['Valencia', 'Barcelona'],
]

/** Where the map opens before a van is chosen: Iberia and the south of France. */
export const FLEET_BOUNDS: [LngLat, LngLat] = [
  [-10, 36.5],
  [5.5, 46.5],
]

/** A van's average speed between cities, stops included (km/h). */
export const AVERAGE_SPEED_KMH = 70
/** Roads wind: they are longer than the straight legs between the towns they pass. */
export const ROAD_FACTOR = 1.1
/** How much later than planned a late van arrives (minutes). */
export const LATE_BY_MINUTES = 45

const EARTH_RADIUS_KM = 6371

export function cityPosition(place: { city: string }): LngLat | undefined {
  return CITY_COORDINATES[place.city]
}

/** The great-circle distance between two points (km). */
export function distanceKm(a: LngLat, b: LngLat): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b[1] - a[1])
  const dLng = radians(b[0] - a[0])
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

const placeOf = (name: string): LngLat | undefined => CITY_COORDINATES[name] ?? WAYPOINTS[name]

/**
 * The shortest way by the motorways (`ROAD_LINKS`) from one place to another, as the points it
 * passes, both ends included; places the network does not join are linked straight.
 */
export function roadRoute(from: string, to: string): LngLat[] | undefined {
  const start = placeOf(from)
  const end = placeOf(to)
  if (!start || !end) return undefined
  const distance = new Map<string, number>([[from, 0]])
  const previous = new Map<string, string>()
  const open = new Set([from])
  while (open.size > 0) {
    const here = [...open].reduce((best, name) => (distance.get(name)! < distance.get(best)! ? name : best))
    open.delete(here)
    if (here === to) break
    for (const [a, b] of ROAD_LINKS) {
      const next = a === here ? b : b === here ? a : undefined
      if (!next) continue
      const through = distance.get(here)! + distanceKm(placeOf(here)!, placeOf(next)!)
      if (through < (distance.get(next) ?? Infinity)) {
        distance.set(next, through)
        previous.set(next, here)
        open.add(next)
      }
    }
  }
  if (from !== to && !previous.has(to)) return [start, end]
  const names = [to]
  while (names[0] !== from) names.unshift(previous.get(names[0]!)!)
  return names.map((name) => placeOf(name)!)
}

export function lineLengthKm(line: readonly LngLat[]): number {
  let total = 0
  for (let index = 1; index < line.length; index++) total += distanceKm(line[index - 1]!, line[index]!)
  return total
}

/**
 * The point `progress` percent of the way along a line (by distance), straight between its
 * points: the van's place on its route. Progress outside 0–100 stays at the ends.
 */
export function pointAlong(line: readonly LngLat[], progress: number): LngLat {
  if (line.length === 0) throw new Error('A route needs at least one point.')
  const share = Math.min(1, Math.max(0, progress / 100))
  let left = lineLengthKm(line) * share
  for (let index = 1; index < line.length; index++) {
    const [start, end] = [line[index - 1]!, line[index]!]
    const leg = distanceKm(start, end)
    if (left <= leg && leg > 0) {
      const t = left / leg
      return [start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t]
    }
    left -= leg
  }
  return [...line[line.length - 1]!]
}

/** What the fleet map shows of a van: the row, its route and where it is now on it. */
export interface FleetVehicle extends VehicleRow {
  /** From the departure city to the destination by the motorways: a GeoJSON LineString's coordinates. */
  route: LngLat[]
  position: LngLat
  /** The road distance of the whole route (km, rounded). */
  distanceKm: number
  /** ISO instants: when it left (or leaves) and when it is expected at its destination. */
  departedAt: string
  arrivesAt: string
}

/** What `GET /api/logistics/fleet` answers: the caller's whole fleet, by plate. */
export interface FleetResponse {
  vehicles: FleetVehicle[]
}

/**
 * A van on the map as of `now` (ms): by the motorways from its departure city to its destination, placed
 * by its progress, and timed at the average speed: it left as long ago as its progress took, and
 * arrives when the rest is driven, later by `LATE_BY_MINUTES` when it runs late. A van whose
 * cities are unknown has no route (`undefined`).
 */
export function fleetVehicle(vehicle: VehicleRow, now: number): FleetVehicle | undefined {
  if (!cityPosition(vehicle.from) || !cityPosition(vehicle.to)) return undefined
  const route = roadRoute(vehicle.from.city, vehicle.to.city)!
  const roadKm = lineLengthKm(route) * ROAD_FACTOR
  const driveMs = (roadKm / AVERAGE_SPEED_KMH) * 3_600_000
  const minute = 60_000
  const departed = Math.round((now - driveMs * (vehicle.progress / 100)) / minute) * minute
  const arrives = departed + Math.round(driveMs / minute) * minute + (vehicle.late ? LATE_BY_MINUTES * minute : 0)
  return {
    ...vehicle,
    route,
    position: pointAlong(route, vehicle.progress),
    distanceKm: Math.round(roadKm),
    departedAt: new Date(departed).toISOString(),
    arrivesAt: new Date(Math.max(arrives, now)).toISOString(),
  }
}

/** The vans' routes as GeoJSON, each line carrying its van's id (the map's route layer). */
export function routesCollection(vehicles: readonly FleetVehicle[]): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: vehicles.map((vehicle) => ({
      type: 'Feature',
      id: vehicle.id,
      properties: { id: vehicle.id },
      geometry: { type: 'LineString', coordinates: vehicle.route },
    })),
  }
}

/** The places the map names: every city a van leaves from or goes to, once. */
export function fleetCities(vehicles: readonly FleetVehicle[]): { city: string; position: LngLat }[] {
  const names = new Set(vehicles.flatMap((vehicle) => [vehicle.from.city, vehicle.to.city]))
  return [...names].flatMap((city) => {
    const position = CITY_COORDINATES[city]
    return position ? [{ city, position }] : []
  })
}
