/**
 * Map clustering (spec §9: radius 45, colour scale up to 50). Pins at one location key become
 * one location point first, so activities sharing a doorway never cluster among themselves;
 * clusters count activities, not locations.
 */
import Supercluster, { type PointFeature } from 'supercluster'

import { iconCategory, type IconCategory } from './pin-icons'

export interface MapPin {
  id: string
  lat: number
  lng: number
  locationKey: string
  activityType: string
  tags: readonly string[]
  title: string
  venueId: string
  venueName: string
  rating: number
}

export const CLUSTER_RADIUS = 45
/** The last zoom that clusters (45 px ≈ 130 m in the UK); from 16 on every pin shows on its own. */
export const CLUSTER_MAX_ZOOM = 15
export const CLUSTER_COLOUR_SCALE_MAX = 50

/** The pins at one location key; 'grouped' when there is more than one. */
export interface LocationPoint {
  locationKey: string
  lat: number
  lng: number
  pinIds: string[]
  category: IconCategory | 'grouped'
  venueId: string
  venueName: string
  title: string
}

export type MapFeature =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'location'; lat: number; lng: number; point: LocationPoint }

export interface ClusterIndex {
  getFeatures(
    bounds: { west: number; south: number; east: number; north: number },
    zoom: number,
  ): MapFeature[]
  /** The zoom at which a cluster splits; beyond CLUSTER_MAX_ZOOM for an unknown (stale) id. */
  expansionZoom(clusterId: number): number
  locationCount: number
}

// Only the location's index travels through supercluster; a cluster's activity count is
// reduced from its locations' pin counts while the level is built (one level, so once per
// location), which costs less than walking each drawn cluster's leaves afterwards (bench:map).
interface PointProps {
  location: number
}

interface ClusterProps {
  activities: number
}

type LocationFeature = PointFeature<PointProps>

/**
 * Pins grouped by location key, kept between builds: the map's pins only ever grow (new ones
 * are appended) or start over, so each build groups just the pins added since the last one.
 * Give each map its own; a list that is not an extension of the previous one starts afresh.
 */
export class LocationGrouper {
  private byKey = new Map<string, LocationPoint>()
  private points: LocationPoint[] = []
  private features: LocationFeature[] = []
  private source: readonly MapPin[] = []

  update(pins: readonly MapPin[]): { locations: LocationPoint[]; features: LocationFeature[] } {
    const done = this.source.length
    const extends_ = pins.length >= done && (done === 0 || pins[done - 1] === this.source[done - 1])
    if (!extends_) {
      this.byKey = new Map()
      this.points = []
      this.features = []
    }
    for (let i = extends_ ? done : 0; i < pins.length; i += 1) {
      const pin = pins[i]
      if (pin) this.add(pin)
    }
    this.source = pins
    return { locations: this.points, features: this.features }
  }

  private add(pin: MapPin): void {
    if (!Number.isFinite(pin.lat) || !Number.isFinite(pin.lng)) return
    const point = this.byKey.get(pin.locationKey)
    if (point) {
      point.pinIds.push(pin.id)
      point.category = 'grouped'
      return
    }
    const created: LocationPoint = {
      locationKey: pin.locationKey,
      lat: pin.lat,
      lng: pin.lng,
      pinIds: [pin.id],
      category: iconCategory([...pin.tags, pin.activityType]),
      venueId: pin.venueId,
      venueName: pin.venueName,
      title: pin.title,
    }
    this.byKey.set(pin.locationKey, created)
    this.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] },
      properties: { location: this.points.length },
    })
    this.points.push(created)
  }
}

const WORLD_BBOX: [number, number, number, number] = [-180, -85, 180, 85]

/**
 * One zoom level's clusters, built from the locations themselves. Supercluster's usual build
 * clusters every level from CLUSTER_MAX_ZOOM down to 0 in turn, however few of them are looked
 * at; the map shows one level at a time and its pins change with every search, so building just
 * the level in view (one clustering pass instead of sixteen) keeps a re-cluster at 10,000 pins
 * well inside a frame (bench:map). Level CLUSTER_MAX_ZOOM's index also serves the zooms beyond
 * it, unclustered (its raw tree).
 */
function buildLevel(
  features: LocationFeature[],
  level: number,
  activitiesAt: (location: number) => number,
): Supercluster<PointProps, ClusterProps> {
  return new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS,
    minZoom: level,
    maxZoom: level,
    map: (props) => ({ activities: activitiesAt(props.location) }),
    reduce: (total, props) => {
      total.activities += props.activities
    },
  }).load(features)
}

/** The clustering level for a map zoom: whole zooms, 0 to CLUSTER_MAX_ZOOM. */
function levelOf(zoom: number): number {
  return Math.max(0, Math.min(Math.floor(Number.isFinite(zoom) ? zoom : 0), CLUSTER_MAX_ZOOM))
}

/**
 * Groups pins by location key and clusters the locations (radius 45, up to CLUSTER_MAX_ZOOM),
 * one zoom level at a time as they are asked for. Pass the map's own LocationGrouper to group
 * only the pins added since its last build.
 */
export function buildClusterIndex(
  pins: readonly MapPin[],
  grouper: LocationGrouper = new LocationGrouper(),
): ClusterIndex {
  const { locations, features } = grouper.update(pins)
  // The grouper keeps appending to its lists: this index works on the pins it was built for.
  const points = features.slice()
  const activitiesAt = (location: number) => locations[location]?.pinIds.length ?? 0
  const levels = new Map<number, Supercluster<PointProps, ClusterProps>>()
  const level = (zoom: number): Supercluster<PointProps, ClusterProps> => {
    let index = levels.get(zoom)
    if (!index) {
      index = buildLevel(points, zoom, activitiesAt)
      levels.set(zoom, index)
    }
    return index
  }

  return {
    locationCount: points.length,
    getFeatures(bounds, zoom) {
      const features: MapFeature[] = []
      const index = level(levelOf(zoom))
      // Beyond the last clustering level every location stands alone (the index's raw tree).
      const queryZoom = zoom > CLUSTER_MAX_ZOOM ? CLUSTER_MAX_ZOOM + 1 : levelOf(zoom)
      for (const feature of index.getClusters(
        [bounds.west, bounds.south, bounds.east, bounds.north],
        queryZoom,
      )) {
        const [lng = 0, lat = 0] = feature.geometry.coordinates
        const props = feature.properties
        if ('cluster' in props && props.cluster) {
          const id = props.cluster_id
          features.push({ kind: 'cluster', id, lat, lng, count: props.activities })
        } else if ('location' in props) {
          const point = locations[props.location]
          // The point's own position: supercluster's comes back through Mercator, a hair off.
          if (point) features.push({ kind: 'location', lat: point.lat, lng: point.lng, point })
        }
      }
      return features
    },
    expansionZoom(clusterId) {
      // A stale id (the index was rebuilt since the click) names no cluster of this index:
      // send the map to where nothing clusters instead.
      const unclustered = CLUSTER_MAX_ZOOM + 1
      // Supercluster writes the level a cluster was formed at into its id: level + 1 in the
      // low five bits above the point count.
      const formedAt = ((clusterId - points.length) % 32) - 1
      const index = levels.get(formedAt)
      if (!Number.isInteger(clusterId) || !index) return unclustered
      let leaves: LocationFeature[]
      try {
        leaves = index.getLeaves(clusterId, Infinity)
      } catch {
        return unclustered
      }
      // The first level at which these locations no longer make one cluster.
      for (let zoom = formedAt + 1; zoom <= CLUSTER_MAX_ZOOM; zoom += 1) {
        if (buildLevel(leaves, zoom, activitiesAt).getClusters(WORLD_BBOX, zoom).length > 1) {
          return zoom
        }
      }
      return unclustered
    },
  }
}

// Both ends keep white count labels above 4.5:1 contrast (WCAG AA).
const COLOUR_LIGHT = [0xc8, 0x30, 0x6b] as const
const COLOUR_DARK = [0x5c, 0x0f, 0x2d] as const

/** A cluster's fill: light brand pink for a few activities to dark at CLUSTER_COLOUR_SCALE_MAX and above. */
export function clusterColour(count: number): string {
  const t = count > 1 ? Math.min(1, (count - 1) / (CLUSTER_COLOUR_SCALE_MAX - 1)) : 0
  return `#${COLOUR_LIGHT.map((light, i) => {
    const channel = Math.round(light + ((COLOUR_DARK[i] as number) - light) * t)
    return channel.toString(16).padStart(2, '0')
  }).join('')}`
}
