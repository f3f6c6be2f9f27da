'use client'

import { memo } from 'react'
import { Marker } from 'react-map-gl/maplibre'
import { clusterColour, type LocationPoint, type MapFeature } from '@/lib/map/clusters'
import { PinGlyph } from './pin-glyph'
import { locationLabel } from './search-pins'

type ClusterFeature = Extract<MapFeature, { kind: 'cluster' }>

export interface FeatureMarkersProps {
  features: readonly MapFeature[]
  selectedActivityId?: string
  onClusterSelect: (cluster: ClusterFeature) => void
  onLocationSelect: (point: LocationPoint) => void
}

/**
 * The map's clusters and pins, as HTML buttons: each one reachable by keyboard and named.
 * Memoised: only new features or a new selection re-render the markers.
 */
export const FeatureMarkers = memo(function FeatureMarkers({
  features,
  selectedActivityId,
  onClusterSelect,
  onLocationSelect,
}: FeatureMarkersProps) {
  return features.map((feature) =>
    feature.kind === 'cluster' ? (
      <Marker
        key={`cluster-${feature.id}`}
        longitude={feature.lng}
        latitude={feature.lat}
        anchor="center"
      >
        <button
          type="button"
          className="map-cluster"
          data-count={feature.count}
          style={{ background: clusterColour(feature.count) }}
          aria-label={`${feature.count} activities here: zoom in`}
          onClick={() => onClusterSelect(feature)}
        >
          {feature.count}
        </button>
      </Marker>
    ) : (
      <Marker
        key={feature.point.locationKey}
        longitude={feature.lng}
        latitude={feature.lat}
        anchor="bottom"
      >
        <button
          type="button"
          className="map-pin"
          data-count={feature.point.pinIds.length}
          data-category={feature.point.category}
          data-selected={
            selectedActivityId !== undefined && feature.point.pinIds.includes(selectedActivityId)
          }
          aria-label={locationLabel(feature.point)}
          onClick={() => onLocationSelect(feature.point)}
        >
          <PinGlyph category={feature.point.category} />
          {feature.point.pinIds.length > 1 ? (
            <span className="map-pin-count" aria-hidden>
              {feature.point.pinIds.length}
            </span>
          ) : null}
        </button>
      </Marker>
    ),
  )
})
