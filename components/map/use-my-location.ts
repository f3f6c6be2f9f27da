'use client'

import { useState, type RefObject } from 'react'
import type { MapRef } from 'react-map-gl/maplibre'

/** How close the map flies to the visitor's position. */
const MY_LOCATION_ZOOM = 14

/**
 * "Use my location": asks the browser for the visitor's position and flies the map there, or
 * says in `onNotice` why it could not.
 */
export function useMyLocation(
  mapRef: RefObject<MapRef | null>,
  onNotice: (notice: string) => void,
) {
  const [locating, setLocating] = useState(false)
  const locate = () => {
    if (!('geolocation' in navigator)) {
      onNotice('Your browser cannot share your location. Choose a city instead.')
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        mapRef.current?.flyTo({
          center: [position.coords.longitude, position.coords.latitude],
          zoom: MY_LOCATION_ZOOM,
        })
      },
      (error) => {
        setLocating(false)
        onNotice(
          error.code === error.PERMISSION_DENIED
            ? 'Location access was refused. Choose a city or move the map instead.'
            : 'We could not find your location. Choose a city or move the map instead.',
        )
      },
      { timeout: 10_000, maximumAge: 60_000 },
    )
  }
  return { locating, locate }
}
