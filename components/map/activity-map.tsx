'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import Map, { AttributionControl, Marker, type MapRef } from 'react-map-gl/maplibre'
import { DEFAULT_ZOOM, showResetZoom } from '@/lib/discovery/viewport'
import { viewportBounds } from '@/lib/geo/web-mercator'
import {
  buildClusterIndex,
  LocationGrouper,
  type LocationPoint,
  type MapFeature,
  type MapPin,
} from '@/lib/map/clusters'
import { FeatureMarkers } from './feature-markers'
import { MapSkeleton } from './map-frame'
import { loadMapLibre } from './load-maplibre'
import {
  ControlButton,
  IconControlButton,
  MapControls,
  MapNotice,
  MapSurface,
} from './map-controls'
import { currentViewport } from './map-viewport'
import { featureCount } from './search-pins'
import { installMapBenchHooks, markMap } from './map-instrumentation'
import { useMapStyle } from './use-map-style'
import { useMyLocation } from './use-my-location'
import { useResizeAfterPaint } from './use-resize-after-paint'
import { useViewportSearch } from './use-viewport-search'

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

/** 3× phone screens draw the map at 2×: 56 % fewer pixels to fill, and labels stay sharp. */
const MAX_MAP_PIXEL_RATIO = 2

function mapPixelRatio(): number {
  return Math.min(globalThis.devicePixelRatio || 1, MAX_MAP_PIXEL_RATIO)
}

/** A crosshair: the usual sign for 'where I am'. */
function LocateIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" />
    </svg>
  )
}

function PlusMinusIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  )
}

function buildIndexTimed(pins: readonly MapPin[], grouper: LocationGrouper) {
  const started = performance.now()
  const index = buildClusterIndex(pins, grouper)
  markMap('cluster-index', started, pins.length)
  return index
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
  const style = useMapStyle()
  const mapRef = useRef<MapRef | null>(null)
  const { pins, accumulator, publishPins, search, showSpinner, notice, setNotice } =
    useViewportSearch(mapRef, activityType)
  const [features, setFeatures] = useState<MapFeature[]>(EMPTY_FEATURES)
  const [currentZoom, setCurrentZoom] = useState(zoom)

  // Kept for the map's life: each build groups only the pins added since the last.
  const [grouper] = useState(() => new LocationGrouper())
  const index = useMemo(() => buildIndexTimed(pins, grouper), [pins, grouper])

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
  useResizeAfterPaint(surface, mapRef)
  const searchedEarly = useRef(false)
  useEffect(() => {
    const element = surface.current
    if (searchedEarly.current || !element || element.clientWidth === 0) return
    searchedEarly.current = true
    const bounds = viewportBounds(center, zoom, element.clientWidth, element.clientHeight)
    search(true, { ...bounds, lat: center.lat, lng: center.lng, zoom })
  }, [center, zoom, search])

  const onLoad = useCallback(() => {
    const map = mapRef.current
    if (map) installMapBenchHooks(map, accumulator, publishPins)
    markMap('loaded')
    // Searches again only if the real viewport differs from the early guess.
    search()
    refreshFeatures()
  }, [search, refreshFeatures, accumulator, publishPins])

  const onMoveStart = useCallback(() => accumulator.startMove(), [accumulator])
  const onMoveEnd = useCallback(() => {
    if (accumulator.endMove()) publishPins()
    refreshFeatures()
    search()
  }, [accumulator, publishPins, refreshFeatures, search])

  // Stable for the memoised markers: going full screen re-renders the map's parent, and
  // re-rendering every marker then cost the tap a frame on a phone (bench:interactions).
  const zoomIntoCluster = useCallback(
    (feature: Extract<MapFeature, { kind: 'cluster' }>) => {
      mapRef.current?.easeTo({
        center: [feature.lng, feature.lat],
        zoom: index.expansionZoom(feature.id),
      })
    },
    [index],
  )
  const latestLocationSelect = useRef(onLocationSelect)
  useEffect(() => {
    latestLocationSelect.current = onLocationSelect
  }, [onLocationSelect])
  const selectLocation = useCallback(
    (point: LocationPoint) => latestLocationSelect.current(point),
    [],
  )

  const resetZoom = () => mapRef.current?.easeTo({ zoom: DEFAULT_ZOOM })

  const { locating, locate } = useMyLocation(mapRef, setNotice)

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
          trackResize={false}
          pixelRatio={mapPixelRatio()}
          onLoad={onLoad}
          onMoveStart={onMoveStart}
          onMoveEnd={onMoveEnd}
          onError={(event) => console.warn('Map error', event.error?.message)}
          cooperativeGestures={cooperativeGestures}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          attributionControl={false}
        >
          {/* Bottom left: the bottom-right corner is the zoom's (map-controls.tsx). */}
          {style.offline ? null : <AttributionControl position="bottom-left" compact />}
          {style.offline
            ? cityLabels.map((label) => (
                <Marker key={label.name} longitude={label.lng} latitude={label.lat} anchor="center">
                  <span className="map-city-label" aria-hidden>
                    {label.name}
                  </span>
                </Marker>
              ))
            : null}
          <FeatureMarkers
            features={features}
            selectedActivityId={selectedActivityId}
            onClusterSelect={zoomIntoCluster}
            onLocationSelect={selectLocation}
          />
        </Map>
      ) : null}
      {/* In flow, in two rows, so no two controls ever overlap (map-controls.tsx). */}
      <MapControls
        className="map-controls"
        data-basemap={style ? (style.offline ? 'offline' : 'online') : 'loading'}
      >
        <div className="map-controls-top">
          <div className="map-status">
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
          </div>
          {controls ? <div className="map-actions">{controls}</div> : null}
        </div>
        <div className="map-controls-bottom">
          <MapNotice role="status" aria-live="polite">
            {notice}
          </MapNotice>
          <div className="map-zoom">
            <IconControlButton
              type="button"
              onClick={locate}
              aria-busy={locating}
              aria-label="Use my location"
              title="Use my location"
            >
              <LocateIcon />
            </IconControlButton>
            <IconControlButton
              type="button"
              onClick={() => mapRef.current?.zoomIn()}
              aria-label="Zoom in"
              title="Zoom in"
              disabled={!style}
            >
              <PlusMinusIcon plus />
            </IconControlButton>
            <IconControlButton
              type="button"
              onClick={() => mapRef.current?.zoomOut()}
              aria-label="Zoom out"
              title="Zoom out"
              disabled={!style}
            >
              <PlusMinusIcon plus={false} />
            </IconControlButton>
          </div>
        </div>
      </MapControls>
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
