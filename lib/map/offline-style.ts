/**
 * The bundled basemap: a MapLibre style that needs nothing from the network but our own
 * land.geojson (scripts/generate-map-data.ts). No glyphs, sprite or symbol layers, so no
 * fonts or icons are fetched: city names are HTML markers drawn from places.geojson.
 */
import type { StyleSpecification } from 'maplibre-gl'

export const OFFLINE_LAND_URL = '/static/map/land.geojson'
export const OFFLINE_PLACES_URL = '/static/map/places.geojson'

/** The `kind` property of land.geojson's two features, which the layers filter on. */
export const LAND_FEATURE_KIND = { land: 'land', coast: 'coast' } as const
export type LandFeatureKind = (typeof LAND_FEATURE_KIND)[keyof typeof LAND_FEATURE_KIND]

/** Calm and light, so the brand-pink pins (#b4235a) stand out on both land and sea. */
export const OFFLINE_MAP_COLOURS = {
  sea: '#cfe3ed',
  land: '#f0efe6',
  coast: '#9bbccc',
} as const

/**
 * @param origin the site's origin (`window.location.origin`): maplibre fetches GeoJSON in a
 * worker, where a relative URL does not resolve.
 * @example new maplibregl.Map({ container, style: offlineMapStyle(window.location.origin) })
 */
export function offlineMapStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: 'Move offline basemap',
    sources: {
      land: {
        type: 'geojson',
        data: `${origin.replace(/\/+$/, '')}${OFFLINE_LAND_URL}`,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': OFFLINE_MAP_COLOURS.sea },
      },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        filter: ['==', ['get', 'kind'], LAND_FEATURE_KIND.land],
        paint: { 'fill-color': OFFLINE_MAP_COLOURS.land, 'fill-antialias': true },
      },
      {
        id: 'coastline',
        type: 'line',
        source: 'land',
        filter: ['==', ['get', 'kind'], LAND_FEATURE_KIND.coast],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': OFFLINE_MAP_COLOURS.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 10, 1.2, 14, 2],
        },
      },
    ],
  }
}
