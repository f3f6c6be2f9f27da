'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { useApolloClient } from '@apollo/client/react'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import Map, { Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre'
import { createLatestRequest } from '@/lib/discovery/latest-request'
import { PinAccumulator } from '@/lib/discovery/pin-accumulator'
import {
  DEFAULT_ZOOM,
  MIN_SEARCH_ZOOM,
  roundViewport,
  searchBounds,
  showResetZoom,
  viewportChanged,
  type Viewport,
} from '@/lib/discovery/viewport'
import { viewportBounds } from '@/lib/geo/web-mercator'
import { SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import {
  buildClusterIndex,
  clusterColour,
  LocationGrouper,
  type LocationPoint,
  type MapFeature,
  type MapPin,
} from '@/lib/map/clusters'
import { SPINNER_DELAY_MS } from '@/lib/timing'
import { MapNotice, MapSkeleton } from './map-frame'
import { loadMapLibre } from './load-maplibre'
import { ControlButton, MapControls, MapSurface } from './map-controls'
import { PinGlyph } from './pin-glyph'
import { featureCount, locationLabel, toPins } from './search-pins'
import { installMapBenchHooks, markMap } from './map-instrumentation'
import { useMapStyle } from './use-map-style'

export interface MapFocus {
  lat: number
  lng: number
  zoom: number
  /** A new key asks again for the same place. */
  key: number
}

export interface CityLabel {
  name: string
  lat: number
  lng: number
}

export interface ActivityMapProps {
  /** Where the map starts, and where it goes back to whenever `resetKey` changes. */
  center: { lat: number; lng: number }
  zoom: number
  resetKey: string
  /** The activity type filter ('any' or null: every type). */
  activityType: string | null
  selectedActivityId?: string
  focus: MapFocus | null
  /** City names, drawn by the page: the offline basemap has no fonts of its own. */
  cityLabels: readonly CityLabel[]
  onLocationSelect: (point: LocationPoint) => void
  onPinsChange: (pins: readonly MapPin[]) => void
  /** Extra controls (the fullscreen toggle). */
  controls?: ReactNode
  /**
   * Two fingers to pan (one scrolls the page): for a phone's small map in the page, which
   * would otherwise trap the page's scrolling.
   */
  cooperativeGestures?: boolean
}

const EMPTY_FEATURES: MapFeature[] = []

function buildIndexTimed(pins: readonly MapPin[], grouper: LocationGrouper) {
  const started = performance.now()
  const index = buildClusterIndex(pins, grouper)
  markMap('cluster-index', started, pins.length)
  return index
}

function currentViewport(map: MapRef): Viewport {
  const bounds = map.getBounds()
  const centre = map.getCenter()
  return {
    lat: centre.lat,
    lng: centre.lng,
    north: bounds.getNorth(),
    east: Math.min(180, bounds.getEast()),
    south: bounds.getSouth(),
    west: Math.max(-180, bounds.getWest()),
    zoom: map.getZoom(),
  }
}

/**
 * The activity map (spec §2, §4, §5, §9): maplibre through react-map-gl, pins from
 * searchActivities for the viewport, clustered with supercluster, as HTML buttons (so every pin
 * is reachable by keyboard and named for screen readers).
 */
export function ActivityMap({
  center,
  zoom,
  resetKey,
  activityType,
  selectedActivityId,
  focus,
  cityLabels,
  onLocationSelect,
  onPinsChange,
  controls,
  cooperativeGestures = false,
}: ActivityMapProps) {
  const client = useApolloClient()
  const style = useMapStyle()
  const mapRef = useRef<MapRef | null>(null)
  const accumulator = useRef(new PinAccumulator<MapPin>())
  const latest = useRef(createLatestRequest())
  const lastViewport = useRef<Viewport | null>(null)
  const [pins, setPins] = useState<readonly MapPin[]>([])
  const [features, setFeatures] = useState<MapFeature[]>(EMPTY_FEATURES)
  const [currentZoom, setCurrentZoom] = useState(zoom)
  const [showSpinner, setShowSpinner] = useState(false)
  const spinnerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [notice, setNotice] = useState('')
  const typeFilter = activityType && activityType !== 'any' ? activityType : null

  // Kept for the map's life: each build groups only the pins added since the last.
  const [grouper] = useState(() => new LocationGrouper())
  const index = useMemo(() => buildIndexTimed(pins, grouper), [pins, grouper])

  const publishPins = useCallback(() => {
    setPins(accumulator.current.pins)
  }, [])

  useEffect(() => onPinsChange(pins), [pins, onPinsChange])

  const refreshFeatures = useCallback(() => {
    const map = mapRef.current
    if (!map) return
    const started = performance.now()
    const viewport = currentViewport(map)
    setFeatures(index.getFeatures(viewport, viewport.zoom))
    setCurrentZoom(viewport.zoom)
    markMap('clusters', started, pins.length)
  }, [index, pins.length])

  useEffect(refreshFeatures, [refreshFeatures])

  const stopSpinner = useCallback(() => {
    clearTimeout(spinnerTimer.current)
    setShowSpinner(false)
  }, [])

  const search = useCallback(
    (force = false, known?: Viewport) => {
      const map = mapRef.current
      if (!map && !known) return
      const viewport = roundViewport(known ?? currentViewport(map as MapRef))
      if (!force && !viewportChanged(lastViewport.current, viewport)) return
      lastViewport.current = viewport
      if (viewport.zoom < MIN_SEARCH_ZOOM) {
        latest.current.abort()
        stopSpinner()
        setNotice('Zoom in or choose a city to see activities on the map.')
        return
      }
      setNotice('')
      const bounds = searchBounds(viewport)
      if (!bounds) return
      const signal = latest.current.next()
      // Spec §9: the spinner shows only for searches slower than 300 ms.
      clearTimeout(spinnerTimer.current)
      spinnerTimer.current = setTimeout(() => setShowSpinner(true), SPINNER_DELAY_MS)
      client
        .query({
          query: SearchActivitiesDocument,
          variables: { ...bounds, category: typeFilter },
          fetchPolicy: 'no-cache',
          context: { fetchOptions: { signal } },
        })
        .then(({ data }) => {
          if (signal.aborted) return
          if (accumulator.current.add(toPins(data))) publishPins()
        })
        .catch(() => {
          // Spec §8: a failed (or superseded) search stops the spinner and tells no one.
        })
        .finally(() => {
          if (!signal.aborted) stopSpinner()
        })
    },
    [client, typeFilter, publishPins, stopSpinner],
  )

  // Spec §4: a changed activity type clears the pins and searches again.
  const firstType = useRef(true)
  useEffect(() => {
    if (firstType.current) {
      firstType.current = false
      return
    }
    accumulator.current.clear()
    publishPins()
    search(true)
  }, [typeFilter, search, publishPins])

  // A new city (or the reset of a city) puts the map back on its centre at its zoom.
  const firstReset = useRef(true)
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false
      return
    }
    mapRef.current?.jumpTo({ center: [center.lng, center.lat], zoom })
    // Only the key decides: a new centre object for the same city must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [resetKey])

  useEffect(() => {
    if (!focus) return
    mapRef.current?.flyTo({ center: [focus.lng, focus.lat], zoom: focus.zoom, essential: true })
  }, [focus])

  // The first search need not wait for maplibre, its worker and the basemap: the bounds follow
  // from the centre, the zoom and the frame's size (what maplibre computes), so the pins are
  // on their way while the map starts.
  const surface = useRef<HTMLDivElement>(null)
  const searchedEarly = useRef(false)
  useEffect(() => {
    const element = surface.current
    if (searchedEarly.current || !element || element.clientWidth === 0) return
    searchedEarly.current = true
    const bounds = viewportBounds(center, zoom, element.clientWidth, element.clientHeight)
    search(true, { ...bounds, lat: center.lat, lng: center.lng, zoom })
  }, [center, zoom, search])

  useEffect(() => {
    const request = latest.current
    return () => {
      request.abort()
      clearTimeout(spinnerTimer.current)
    }
  }, [])

  const onLoad = useCallback(() => {
    const map = mapRef.current
    if (map) installMapBenchHooks(map, accumulator.current, publishPins)
    markMap('loaded')
    // Searches again only if the real viewport differs from the early guess.
    search()
    refreshFeatures()
  }, [search, refreshFeatures, publishPins])

  const onMoveStart = useCallback(() => accumulator.current.startMove(), [])
  const onMoveEnd = useCallback(() => {
    if (accumulator.current.endMove()) publishPins()
    refreshFeatures()
    search()
  }, [publishPins, refreshFeatures, search])

  const zoomIntoCluster = (feature: Extract<MapFeature, { kind: 'cluster' }>) => {
    mapRef.current?.easeTo({
      center: [feature.lng, feature.lat],
      zoom: index.expansionZoom(feature.id),
    })
  }

  const resetZoom = () => mapRef.current?.easeTo({ zoom: DEFAULT_ZOOM })

  const [locating, setLocating] = useState(false)
  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setNotice('Your browser cannot share your location. Choose a city instead.')
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        mapRef.current?.flyTo({
          center: [position.coords.longitude, position.coords.latitude],
          zoom: 14,
        })
      },
      (error) => {
        setLocating(false)
        setNotice(
          error.code === error.PERMISSION_DENIED
            ? 'Location access was refused. Choose a city or move the map instead.'
            : 'We could not find your location. Choose a city or move the map instead.',
        )
      },
      { timeout: 10_000, maximumAge: 60_000 },
    )
  }

  const visibleCount = features.reduce((sum, feature) => sum + featureCount(feature), 0)

  return (
    <MapSurface ref={surface}>
      {style ? null : <MapSkeleton />}
      {style ? (
        <Map
          ref={mapRef}
          mapLib={loadMapLibre()}
          mapStyle={style.style}
          initialViewState={{ latitude: center.lat, longitude: center.lng, zoom }}
          style={{ position: 'absolute', inset: 0 }}
          onLoad={onLoad}
          onMoveStart={onMoveStart}
          onMoveEnd={onMoveEnd}
          onError={(event) => console.warn('Map error', event.error?.message)}
          cooperativeGestures={cooperativeGestures}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          attributionControl={style.offline ? false : { compact: true }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {style.offline
            ? cityLabels.map((label) => (
                <Marker key={label.name} longitude={label.lng} latitude={label.lat} anchor="center">
                  <span className="map-city-label" aria-hidden>
                    {label.name}
                  </span>
                </Marker>
              ))
            : null}
          {features.map((feature) =>
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
                  onClick={() => zoomIntoCluster(feature)}
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
                    selectedActivityId !== undefined &&
                    feature.point.pinIds.includes(selectedActivityId)
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
          )}
        </Map>
      ) : null}
      <MapControls>
        <span className="map-count" role="status" aria-live="polite" data-testid="map-count">
          {visibleCount === 1 ? '1 activity' : `${visibleCount} activities`}
        </span>
        {showSpinner ? (
          <span className="map-spinner" role="progressbar" aria-label="Searching" />
        ) : null}
        {showResetZoom(currentZoom) ? (
          <ControlButton type="button" onClick={resetZoom}>
            Reset zoom
          </ControlButton>
        ) : null}
        <ControlButton type="button" onClick={useMyLocation} aria-busy={locating}>
          Use my location
        </ControlButton>
        {controls}
      </MapControls>
      <MapNotice role="status" aria-live="polite">
        {notice}
      </MapNotice>
      <span
        hidden
        data-testid="map-state"
        data-basemap={style ? (style.offline ? 'offline' : 'online') : 'loading'}
        data-zoom={currentZoom.toFixed(2)}
        data-pins={pins.length}
      />
    </MapSurface>
  )
}
