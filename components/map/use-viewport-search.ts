'use client'

import { useApolloClient } from '@apollo/client/react'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { MapRef } from 'react-map-gl/maplibre'
import { createLatestRequest } from '@/lib/discovery/latest-request'
import { PinAccumulator } from '@/lib/discovery/pin-accumulator'
import {
  MIN_SEARCH_ZOOM,
  roundViewport,
  searchBounds,
  viewportChanged,
  type Viewport,
} from '@/lib/discovery/viewport'
import { SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import type { MapPin } from '@/lib/map/clusters'
import { SPINNER_DELAY_MS } from '@/lib/timing'
import { currentViewport } from './map-viewport'
import { toPins } from './search-pins'

/**
 * The map's searches (spec §4, §9): searchActivities for the viewport, only the latest one
 * answered, pins gathered in a PinAccumulator (held while the map moves), a spinner for slow
 * searches and a notice when the map is zoomed out too far. A new activity type starts over.
 */
export function useViewportSearch(mapRef: RefObject<MapRef | null>, activityType: string | null) {
  const client = useApolloClient()
  // Kept for the map's life, like the map itself.
  const [accumulator] = useState(() => new PinAccumulator<MapPin>())
  const latest = useRef(createLatestRequest())
  const lastViewport = useRef<Viewport | null>(null)
  const [pins, setPins] = useState<readonly MapPin[]>([])
  const [showSpinner, setShowSpinner] = useState(false)
  const spinnerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [notice, setNotice] = useState('')
  const typeFilter = activityType && activityType !== 'any' ? activityType : null

  const publishPins = useCallback(() => {
    setPins(accumulator.pins)
  }, [accumulator])

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
          if (accumulator.add(toPins(data))) publishPins()
        })
        .catch(() => {
          // Spec §8: a failed (or superseded) search stops the spinner and tells no one.
        })
        .finally(() => {
          if (!signal.aborted) stopSpinner()
        })
    },
    [client, mapRef, accumulator, typeFilter, publishPins, stopSpinner],
  )

  // Spec §4: a changed activity type clears the pins and searches again.
  const firstType = useRef(true)
  useEffect(() => {
    if (firstType.current) {
      firstType.current = false
      return
    }
    accumulator.clear()
    publishPins()
    search(true)
  }, [typeFilter, accumulator, search, publishPins])

  useEffect(() => {
    const request = latest.current
    return () => {
      request.abort()
      clearTimeout(spinnerTimer.current)
    }
  }, [])

  return {
    pins,
    /** The accumulator itself, for the map's move events and the benchmark's hooks. */
    accumulator,
    publishPins,
    search,
    showSpinner,
    notice,
    setNotice,
  }
}
