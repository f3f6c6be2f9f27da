/** @jest-environment node */
import {
  buildClusterIndex,
  LocationGrouper,
  CLUSTER_COLOUR_SCALE_MAX,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  clusterColour,
  type MapFeature,
  type MapPin,
} from '@/lib/map/clusters'
import { locationKey } from '@/lib/geo/location-key'

function pin(id: string, lng: number, lat: number, overrides: Partial<MapPin> = {}): MapPin {
  return {
    id,
    lat,
    lng,
    locationKey: locationKey(lng, lat),
    activityType: 'gym',
    tags: ['gym'],
    title: `Activity ${id}`,
    venueId: `venue-${lng},${lat}`,
    venueName: `Venue at ${lng},${lat}`,
    rating: 8,
    ...overrides,
  }
}

const WORLD = { west: -180, south: -85, east: 180, north: 85 }
const LONDON = { west: -0.6, south: 51.2, east: 0.4, north: 51.8 }

const clusters = (features: MapFeature[]) =>
  features.filter((f): f is Extract<MapFeature, { kind: 'cluster' }> => f.kind === 'cluster')
const locations = (features: MapFeature[]) =>
  features.filter((f): f is Extract<MapFeature, { kind: 'location' }> => f.kind === 'location')
const activityTotal = (features: MapFeature[]) =>
  features.reduce((sum, f) => sum + (f.kind === 'cluster' ? f.count : f.point.pinIds.length), 0)

describe('cluster constants (spec §9)', () => {
  it('uses radius 45 and a colour scale up to 50', () => {
    expect(CLUSTER_RADIUS).toBe(45)
    expect(CLUSTER_COLOUR_SCALE_MAX).toBe(50)
    expect(CLUSTER_MAX_ZOOM).toBe(15)
  })
})

describe('buildClusterIndex', () => {
  it('handles no pins', () => {
    const index = buildClusterIndex([])
    expect(index.locationCount).toBe(0)
    expect(index.getFeatures(WORLD, 11)).toEqual([])
  })

  it('turns pins sharing a location key into one grouped location point', () => {
    const index = buildClusterIndex([
      pin('a1', -0.1276, 51.5072, { tags: ['yoga-mindbody'], activityType: 'yoga' }),
      pin('a2', -0.1276, 51.5072, { tags: ['swim'], activityType: 'swimming' }),
      pin('a3', -0.1276000001, 51.5072000001),
      pin('b1', -2.36, 51.38, {
        tags: ['flow', 'yoga-mindbody'],
        activityType: 'yoga',
        title: 'Flow',
      }),
    ])
    expect(index.locationCount).toBe(2)
    const points = locations(index.getFeatures(WORLD, 18)).map((f) => f.point)
    expect(points).toHaveLength(2)
    const grouped = points.find((p) => p.pinIds.length > 1)
    expect(grouped).toMatchObject({
      locationKey: '-0.12760,51.50720',
      pinIds: ['a1', 'a2', 'a3'],
      category: 'grouped',
      lat: 51.5072,
      lng: -0.1276,
    })
    const single = points.find((p) => p.pinIds.length === 1)
    expect(single).toEqual({
      locationKey: '-2.36000,51.38000',
      lat: 51.38,
      lng: -2.36,
      pinIds: ['b1'],
      category: 'yoga-mindbody',
      venueId: 'venue--2.36,51.38',
      venueName: 'Venue at -2.36,51.38',
      title: 'Flow',
    })
  })

  it.each<[Partial<MapPin>, string]>([
    [{ tags: ['racket'], activityType: 'gym' }, 'racket'],
    [{ tags: [], activityType: 'swimming' }, 'swim'],
    [{ tags: ['beginners'], activityType: 'curling' }, 'map-pin'],
  ])('a single pin %o gets the icon category %p', (overrides, expected) => {
    const [feature] = buildClusterIndex([pin('a', -1.5, 53.8, overrides)]).getFeatures(WORLD, 11)
    expect(feature?.kind === 'location' && feature.point.category).toBe(expected)
  })

  it('clusters nearby locations when zoomed out and counts the activities inside', () => {
    const pins = [
      pin('a1', -0.1276, 51.5072),
      pin('a2', -0.1276, 51.5072),
      pin('a3', -0.1276, 51.5072),
      pin('b1', -0.125, 51.508),
      pin('c1', -0.13, 51.506),
    ]
    const index = buildClusterIndex(pins)
    const far = index.getFeatures(LONDON, 10)
    expect(locations(far)).toEqual([])
    expect(clusters(far)).toHaveLength(1)
    expect(clusters(far)[0]?.count).toBe(5)

    const near = index.getFeatures(LONDON, 18)
    expect(clusters(near)).toEqual([])
    expect(
      locations(near)
        .map((f) => f.point.pinIds.length)
        .sort(),
    ).toEqual([1, 1, 3])
  })

  it('keeps the count of activities at every zoom', () => {
    const pins = Array.from({ length: 300 }, (_, i) =>
      pin(`p${i}`, -0.5 + (i % 30) * 0.03, 51.3 + Math.floor(i / 30) * 0.04),
    )
    // Every third location holds a second activity.
    const doubled = pins.filter((_, i) => i % 3 === 0).map((p) => ({ ...p, id: `${p.id}-b` }))
    const index = buildClusterIndex([...pins, ...doubled])
    expect(index.locationCount).toBe(300)
    for (const zoom of [0, 5, 9, 11, 13, 15, 17, 18]) {
      expect(activityTotal(index.getFeatures(WORLD, zoom))).toBe(400)
    }
  })

  it('returns only features inside the bounds', () => {
    const index = buildClusterIndex([
      pin('london', -0.1276, 51.5072),
      pin('leeds', -1.5491, 53.8008),
    ])
    const features = index.getFeatures(LONDON, 12)
    expect(features).toHaveLength(1)
    expect(features[0]).toMatchObject({ kind: 'location', lat: 51.5072, lng: -0.1276 })
  })

  it('skips pins without coordinates', () => {
    const index = buildClusterIndex([pin('a', Number.NaN, 51.5), pin('b', -0.1, 51.5)])
    expect(index.locationCount).toBe(1)
    expect(activityTotal(index.getFeatures(WORLD, 11))).toBe(1)
  })

  it('gives an expansion zoom at which the cluster splits', () => {
    const index = buildClusterIndex([pin('a', -0.1276, 51.5072), pin('b', -0.1266, 51.5072)])
    const [cluster] = clusters(index.getFeatures(LONDON, 10))
    expect(cluster).toBeDefined()
    const zoom = index.expansionZoom(cluster?.id ?? -1)
    expect(zoom).toBeGreaterThan(10)
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1)
    expect(clusters(index.getFeatures(LONDON, zoom))).toEqual([])
    expect(clusters(index.getFeatures(LONDON, zoom - 1))).toHaveLength(1)
  })

  it('expands every cluster of a busy scene to a zoom where its own locations split', () => {
    // Tight knots of four around a grid: clusters at zoom 8 hold whole knots or several.
    const scene = Array.from({ length: 60 }, (_, i) => {
      const knot = Math.floor(i / 4)
      const lng = -0.5 + (knot % 5) * 0.08 + (i % 4) * 0.002
      const lat = 51.3 + Math.floor(knot / 5) * 0.08 + (i % 2) * 0.002
      return pin(`s${i}`, lng, lat)
    })
    const index = buildClusterIndex(scene)
    const at8 = clusters(index.getFeatures(LONDON, 8))
    expect(at8.length).toBeGreaterThan(0)
    for (const cluster of at8) {
      const zoom = index.expansionZoom(cluster.id)
      expect(zoom).toBeGreaterThan(8)
      expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1)
      // Around the cluster at its expansion zoom, its activities no longer sit in one feature.
      const around = {
        west: cluster.lng - 0.2,
        east: cluster.lng + 0.2,
        south: cluster.lat - 0.15,
        north: cluster.lat + 0.15,
      }
      const biggest = Math.max(
        ...index
          .getFeatures(around, zoom)
          .map((f) => (f.kind === 'cluster' ? f.count : f.point.pinIds.length)),
      )
      expect(biggest).toBeLessThan(cluster.count)
    }
  })

  it('clusters a fractional zoom as its whole level and shows every location beyond the last', () => {
    const scene = Array.from({ length: 30 }, (_, i) => pin(`f${i}`, -0.2 + i * 0.004, 51.5))
    const index = buildClusterIndex(scene)
    expect(index.getFeatures(LONDON, 11.8)).toEqual(index.getFeatures(LONDON, 11))
    expect(locations(index.getFeatures(WORLD, CLUSTER_MAX_ZOOM + 1.5))).toHaveLength(30)
    expect(activityTotal(index.getFeatures(WORLD, 22))).toBe(30)
  })

  it('keeps answering for the pins it was built with after the grouper moves on', () => {
    const grouper = new LocationGrouper()
    const first = [pin('a', -0.1276, 51.5072), pin('b', -0.1266, 51.5072)]
    const earlier = buildClusterIndex(first, grouper)
    buildClusterIndex([...first, pin('c', -0.1256, 51.5072)], grouper)
    expect(earlier.locationCount).toBe(2)
    expect(activityTotal(earlier.getFeatures(WORLD, 16))).toBe(2)
  })

  it('answers a stale cluster id with a zoom where nothing clusters', () => {
    expect(buildClusterIndex([]).expansionZoom(12345)).toBe(CLUSTER_MAX_ZOOM + 1)
  })
})

describe('clusterColour (spec §9: colour scale up to 50)', () => {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const luminance = (hex: string) => channels(hex).reduce((sum, c) => sum + c, 0)

  it('returns hex colours', () => {
    for (const count of [0, 1, 2, 10, 25, 49, 50, 51, 1000]) {
      expect(clusterColour(count)).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it('darkens as the count grows up to 50', () => {
    const scale = [2, 5, 10, 20, 35, 50].map((count) => luminance(clusterColour(count)))
    for (let i = 1; i < scale.length; i++) expect(scale[i]).toBeLessThan(scale[i - 1] as number)
  })

  it('saturates at 50', () => {
    expect(clusterColour(51)).toBe(clusterColour(50))
    expect(clusterColour(20_000)).toBe(clusterColour(50))
    expect(clusterColour(49)).not.toBe(clusterColour(50))
  })

  it('treats nonsense counts as the lightest colour', () => {
    expect(clusterColour(Number.NaN)).toBe(clusterColour(1))
    expect(clusterColour(-3)).toBe(clusterColour(1))
  })

  it('keeps white labels readable (WCAG AA 4.5:1) across the scale', () => {
    const relative = (c: number) => {
      const v = c / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    }
    for (let count = 1; count <= 50; count++) {
      const [r = 0, g = 0, b = 0] = channels(clusterColour(count)).map(relative)
      const contrast = 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
      expect(contrast).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('LocationGrouper (incremental builds)', () => {
  const spread = (prefix: string, count: number, north = 0) =>
    Array.from({ length: count }, (_, i) =>
      pin(`${prefix}${i}`, -0.5 + (i % 10) * 0.05, 51.3 + north + Math.floor(i / 10) * 0.05),
    )
  const summary = (features: ReturnType<ReturnType<typeof buildClusterIndex>['getFeatures']>) =>
    features
      .map((f) =>
        f.kind === 'cluster' ? `c${f.count}` : `${f.point.locationKey}:${f.point.pinIds.join('+')}`,
      )
      .sort()

  it('gives the same clusters as a fresh build when pins are appended', () => {
    const grouper = new LocationGrouper()
    const first = spread('a', 40)
    buildClusterIndex(first, grouper)
    // The accumulator's next list: the same pins, then new ones (one at a known spot).
    const second = [...first, ...spread('b', 30, 1), pin('c0', first[0]!.lng, first[0]!.lat)]
    for (const zoom of [5, 9, 11, 14, 16]) {
      expect(summary(buildClusterIndex(second, grouper).getFeatures(WORLD, zoom))).toEqual(
        summary(buildClusterIndex(second).getFeatures(WORLD, zoom)),
      )
    }
    expect(buildClusterIndex(second, grouper).locationCount).toBe(70)
  })

  it('starts afresh when the list is not an extension of the last one (pins cleared)', () => {
    const grouper = new LocationGrouper()
    buildClusterIndex(spread('a', 40), grouper)
    const other = spread('z', 5)
    const index = buildClusterIndex(other, grouper)
    expect(index.locationCount).toBe(5)
    const ids = index
      .getFeatures(WORLD, 16)
      .flatMap((f) => (f.kind === 'location' ? f.point.pinIds : []))
    expect(ids.sort()).toEqual(other.map((p) => p.id).sort())
  })
})
