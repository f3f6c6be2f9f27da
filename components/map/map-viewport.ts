import type { Viewport } from '@/lib/discovery/viewport'

/** What the viewport conversion reads of a map (react-map-gl's MapRef has it all). */
export interface ViewportSource {
  getBounds(): { getNorth(): number; getEast(): number; getSouth(): number; getWest(): number }
  getCenter(): { lat: number; lng: number }
  getZoom(): number
}

/** The map's viewport, its east and west kept to the world's ±180° even when it wraps. */
export function currentViewport(map: ViewportSource): Viewport {
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
