import { describe, expect, it } from 'vitest'
import {
  CITY_COORDINATES,
  FLEET_BOUNDS,
  distanceKm,
  fleetCities,
  fleetVehicle,
  lineLengthKm,
  pointAlong,
  roadRoute,
  routesCollection,
  type FleetResponse,
  type LngLat,
} from '@/domain/logistics/fleet'
import type { VehicleRow } from '@/domain/shop/apiTypes'
import { CITIES } from '@/mocks/shop/catalog'
import { T0, demoBackend } from '../automations/mockHarness'

const van = (overrides: Partial<VehicleRow> = {}): VehicleRow => ({
  id: 'vehicle-1',
  plate: 'AB-12-CD',
  driver: 'Inês Costa',
  from: { city: 'Lisbon', country: 'PT' },
  to: { city: 'Madrid', country: 'ES' },
  location: 'A2 near Grândola',
  state: 'on-route',
  warning: 'none',
  progress: 50,
  deviated: false,
  late: false,
  ...overrides,
})

describe('the fleet’s geography (docs/product.md, "Fleet")', () => {
  it('places every city the shop delivers to inside the map’s opening view', () => {
    for (const { city } of CITIES) {
      const [lng, lat] = CITY_COORDINATES[city]!
      expect(lng).toBeGreaterThan(FLEET_BOUNDS[0][0])
      expect(lng).toBeLessThan(FLEET_BOUNDS[1][0])
      expect(lat).toBeGreaterThan(FLEET_BOUNDS[0][1])
      expect(lat).toBeLessThan(FLEET_BOUNDS[1][1])
    }
  })

  it('measures real distances: Lisbon to Madrid is about 500 km as the crow flies', () => {
    const km = distanceKm(CITY_COORDINATES.Lisbon!, CITY_COORDINATES.Madrid!)
    expect(km).toBeGreaterThan(490)
    expect(km).toBeLessThan(510)
    expect(distanceKm([0, 0], [0, 0])).toBe(0)
  })

  it('puts a point along a line by distance, clamped to its ends', () => {
    const line: LngLat[] = [
      [0, 0],
      [1, 0],
      [1, 3],
    ]
    expect(pointAlong(line, 0)).toEqual([0, 0])
    expect(pointAlong(line, 100)).toEqual([1, 3])
    expect(pointAlong(line, 140)).toEqual([1, 3])
    expect(pointAlong(line, -5)).toEqual([0, 0])
    // A quarter of the 4° path is the end of its first leg; the middle is 1° up the second.
    const quarter = pointAlong(line, 25)
    expect(quarter[0]).toBeCloseTo(1, 2)
    expect(quarter[1]).toBeCloseTo(0, 2)
    const middle = pointAlong(line, 50)
    expect(middle[0]).toBeCloseTo(1, 5)
    expect(middle[1]).toBeCloseTo(1, 1)
    expect(pointAlong([[2, 2]], 50)).toEqual([2, 2])
  })

  it('routes by the motorways: round the Bay of Biscay, not across it, and never far from the straight line', () => {
    const names = CITIES.map((place) => place.city)
    for (const from of names)
      for (const to of names) {
        const route = roadRoute(from, to)!
        expect(route[0]).toEqual(CITY_COORDINATES[from])
        expect(route.at(-1)).toEqual(CITY_COORDINATES[to])
        const straight = distanceKm(CITY_COORDINATES[from]!, CITY_COORDINATES[to]!)
        expect(lineLengthKm(route)).toBeGreaterThanOrEqual(straight - 1e-9)
        expect(lineLengthKm(route)).toBeLessThan(straight * 1.6 + 1)
      }
    // Porto to Bordeaux goes inland by Burgos and San Sebastián; Lisbon to Faro is one leg.
    const porto = roadRoute('Porto', 'Bordeaux')!
    expect(porto.length).toBeGreaterThan(3)
    expect(porto.every(([lng, lat]) => lat < 43.4 || lng > -2)).toBe(true)
    expect(roadRoute('Lisbon', 'Faro')).toEqual([CITY_COORDINATES.Lisbon, CITY_COORDINATES.Faro])
    expect(roadRoute('Lisbon', 'Atlantis')).toBeUndefined()
    expect(roadRoute('Lyon', 'Lyon')).toEqual([CITY_COORDINATES.Lyon])
  })

  it('routes a van between its cities, places it by progress and times its trip', () => {
    const now = Date.UTC(2026, 10, 27, 12)
    const half = fleetVehicle(van(), now)!
    expect(half.route).toEqual(roadRoute('Lisbon', 'Madrid'))
    expect(half.position).toEqual(pointAlong(half.route, 50))
    expect(half.distanceKm).toBeGreaterThan(550)
    expect(half.distanceKm).toBeLessThan(700)
    // Half-way at 70 km/h: it left as long ago as it still has to drive.
    const gone = now - Date.parse(half.departedAt)
    const left = Date.parse(half.arrivesAt) - now
    expect(Math.abs(gone - left)).toBeLessThanOrEqual(60_000)
    expect(gone / 3_600_000).toBeCloseTo(half.distanceKm / 2 / 70, 1)

    const late = fleetVehicle(van({ late: true }), now)!
    expect(Date.parse(late.arrivesAt) - Date.parse(half.arrivesAt)).toBe(45 * 60_000)
    const loading = fleetVehicle(van({ progress: 0, state: 'loading' }), now)!
    expect(loading.position).toEqual(CITY_COORDINATES.Lisbon)
    expect(loading.departedAt).toBe(new Date(now).toISOString())
    const arrived = fleetVehicle(van({ progress: 100, state: 'unloading' }), now)!
    expect(arrived.position).toEqual(CITY_COORDINATES.Madrid)
    expect(Date.parse(arrived.arrivesAt)).toBe(now)
    expect(fleetVehicle(van({ to: { city: 'Atlantis', country: 'PT' } }), now)).toBeUndefined()
  })

  it('draws each route as a GeoJSON line tagged with its van, and names each city once', () => {
    const now = Date.UTC(2026, 10, 27, 12)
    const vans = [van(), van({ id: 'vehicle-2', from: { city: 'Madrid', country: 'ES' } })].map((each) =>
      fleetVehicle(each, now)!,
    )
    const routes = routesCollection(vans)
    expect(routes.features.map((feature) => feature.properties)).toEqual([{ id: 'vehicle-1' }, { id: 'vehicle-2' }])
    expect(routes.features[0]!.geometry.coordinates).toEqual(vans[0]!.route)
    expect(fleetCities(vans).map((place) => place.city)).toEqual(['Lisbon', 'Madrid'])
  })
})

describe('the fleet in the mock backend', () => {
  const mock = demoBackend()
  const fleet = (uid: string) => mock.call<FleetResponse>(uid, 'GET', '/logistics/fleet')

  it('answers an admin with their workspace’s 25 vans, each routed and placed', async () => {
    const { status, json } = await fleet('admin')
    expect(status).toBe(200)
    expect(json.vehicles).toHaveLength(25)
    const plates = json.vehicles.map((vehicle) => vehicle.plate)
    expect(plates).toEqual(plates.toSorted((a, b) => a.localeCompare(b)))
    for (const vehicle of json.vehicles) {
      expect(vehicle.id.startsWith('admin:')).toBe(true)
      expect(vehicle).not.toHaveProperty('ownerUid')
      expect(vehicle.route.length).toBeGreaterThanOrEqual(2)
      expect(Date.parse(vehicle.departedAt)).toBeLessThanOrEqual(T0)
      expect(Date.parse(vehicle.arrivesAt)).toBeGreaterThanOrEqual(T0)
    }
  })

  it('keeps each workspace’s vans to itself', async () => {
    await mock.signIn('second-admin', 'admin@conversa.test')
    const mine = (await fleet('admin')).json.vehicles.map((vehicle) => vehicle.id)
    const theirs = (await fleet('second-admin')).json.vehicles.map((vehicle) => vehicle.id)
    expect(theirs).toHaveLength(25)
    expect(theirs.every((id) => id.startsWith('second-admin:'))).toBe(true)
    expect(theirs.filter((id) => mine.includes(id))).toEqual([])
  })

  it('refuses a role that may not read logistics, and a caller without a token', async () => {
    const refused = await fleet('client')
    expect(refused.status).toBe(403)
    const anonymous = await fetch('http://conversa.test/api/logistics/fleet')
    expect(anonymous.status).toBe(401)
  })
})
