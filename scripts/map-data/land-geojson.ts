/**
 * The offline basemap's data, built by scripts/generate-map-data.ts from world-atlas's Natural
 * Earth land (TopoJSON): the land of the British Isles box as one MultiPolygon to fill plus its
 * real coastline as lines, and the catalogue's cities as points.
 */
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point } from 'geojson'
import { feature } from 'topojson-client'
import type { Topology } from 'topojson-specification'
import type { CityDefinition } from '../../server/db/seed/catalogue/seed-cities'
import {
  clipPolygons,
  coastlines,
  roundPolygons,
  type ClipBox,
  type Point as Position,
  type PolygonRings,
} from './clip-polygons'
import { LAND_FEATURE_KIND, type LandFeatureKind } from '../../lib/map/offline-style'

/** Great Britain, Ireland, Orkney, Shetland and a strip of France; the Channel Islands lie south. */
export const BRITISH_ISLES_BOX: ClipBox = { west: -11, south: 49.5, east: 2.5, north: 61 }
/** About 11 m at the equator: finer than the map ever shows land. */
export const MAP_DATA_DECIMALS = 4

export type LandCollection = FeatureCollection<
  MultiPolygon | MultiLineString,
  { kind: LandFeatureKind }
>

export interface PlaceProperties {
  name: string
  code: string
}

/** Every polygon of the topology's object (world-atlas's is `land`), as plain rings. */
function topologyPolygons(topology: Topology, objectName: string): Position[][][] {
  const object = topology.objects[objectName]
  if (!object) throw new Error(`The topology has no object '${objectName}'`)
  const geo = feature(topology, object)
  const features = geo.type === 'FeatureCollection' ? geo.features : [geo]
  const polygons: Position[][][] = []
  for (const { geometry } of features) {
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates as Position[][])
    if (geometry.type === 'MultiPolygon') polygons.push(...(geometry.coordinates as Position[][][]))
  }
  return polygons
}

export function landGeoJson(
  topology: Topology,
  box: ClipBox = BRITISH_ISLES_BOX,
  decimals: number = MAP_DATA_DECIMALS,
): LandCollection {
  const land = roundPolygons(clipPolygons(topologyPolygons(topology, 'land'), box), decimals)
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: LAND_FEATURE_KIND.land },
        geometry: { type: 'MultiPolygon', coordinates: land },
      },
      {
        type: 'Feature',
        properties: { kind: LAND_FEATURE_KIND.coast },
        geometry: { type: 'MultiLineString', coordinates: coastlines(land, box) },
      },
    ],
  }
}

/** The land polygons of a collection made by `landGeoJson` (for point-in-land checks). */
export function landPolygons(collection: LandCollection): PolygonRings[] {
  return collection.features.flatMap((item) =>
    item.geometry.type === 'MultiPolygon' ? (item.geometry.coordinates as PolygonRings[]) : [],
  )
}

export function placesGeoJson(
  cities: readonly CityDefinition[],
  decimals: number = MAP_DATA_DECIMALS,
): FeatureCollection<Point, PlaceProperties> {
  const factor = 10 ** decimals
  const round = (value: number) => Math.round(value * factor) / factor
  return {
    type: 'FeatureCollection',
    features: cities.map((city): Feature<Point, PlaceProperties> => ({
      type: 'Feature',
      properties: { name: city.name, code: city.code },
      geometry: { type: 'Point', coordinates: [round(city.centre.lng), round(city.centre.lat)] },
    })),
  }
}
