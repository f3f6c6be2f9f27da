'use client'

import { useEffect, type RefObject } from 'react'
import type { MapRef } from 'react-map-gl/maplibre'

/**
 * Follows the map's frame size as maplibre's own `trackResize` would, but after the frame that
 * shows the new size has been painted. maplibre resizes and redraws its canvas inside the
 * ResizeObserver callback, that is, in the same frame as the change: going full screen on a
 * phone then waited for a whole fullscreen WebGL frame before the tap showed anything
 * (bench:interactions). Now the fullscreen shell paints first and the map fills it a frame later.
 */
export function useResizeAfterPaint(
  surface: RefObject<HTMLElement | null>,
  mapRef: RefObject<MapRef | null>,
) {
  useEffect(() => {
    const element = surface.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let first = true
    const observer = new ResizeObserver(() => {
      // The observer's first call reports the size the map was created with.
      if (first) {
        first = false
        return
      }
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      // After the frame that shows the change and one more: the map's WebGL work shares the GPU
      // process with the compositor, and started a frame earlier it held back that frame's
      // presentation, which the tap's latency ends at.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          timer = setTimeout(() => {
            const map = mapRef.current?.getMap()
            if (!map || !map.getContainer().isConnected) return
            map.resize()
            map.redraw()
          }, 0)
        })
      })
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [surface, mapRef])
}
