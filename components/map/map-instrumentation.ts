import type { MapRef } from 'react-map-gl/maplibre'
import type { PinAccumulator } from '@/lib/discovery/pin-accumulator'
import type { MapPin } from '@/lib/map/clusters'

/**
 * User Timing entries for `npm run bench:map` and the browser's performance panel:
 * `move:map:loaded` (mark), `move:map:cluster-index` and `move:map:clusters` (measures, the
 * latter with the pin count as detail). Cheap enough to leave on.
 */
export function markMap(name: string, started?: number, pins?: number): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return
  const entry = `move:map:${name}`
  if (started === undefined) performance.mark(entry)
  else performance.measure(entry, { start: started, end: performance.now(), detail: { pins } })
}

export interface MapBenchHooks {
  /** Adds pins as if searches had found them (queued while the map moves), then draws them. */
  addPins(pins: readonly MapPin[]): void
  map: MapRef
}

declare global {
  interface Window {
    __moveMapBench?: MapBenchHooks
  }
}

/**
 * With `?mapBench=1` in the address, the benchmark can add thousands of pins at once and drive
 * the map (pin counts no real search reaches quickly: each returns at most 100). Off otherwise.
 */
export function installMapBenchHooks(
  map: MapRef,
  accumulator: PinAccumulator<MapPin>,
  publish: () => void,
): void {
  if (!new URLSearchParams(window.location.search).has('mapBench')) return
  window.__moveMapBench = {
    map,
    addPins(pins) {
      if (accumulator.add(pins)) publish()
    },
  }
}
