'use client'

import { useCallback, useEffect, useState } from 'react'
import { useBodyScrollLock } from '@/components/hooks/use-body-scroll-lock'
import { mapFullscreenEvent } from '@/lib/map-fullscreen-event'

/**
 * The phone's fullscreen map (spec §2, §4, §5) and its filter sheet. Fullscreen holds only on
 * narrow screens (`isPhone`): widening the window leaves it. While it holds, the page behind
 * does not scroll, Escape leaves it, and the sticky bar is told (it shows over the map).
 * `onToggle` runs on every change, for the panel to follow.
 */
export function useFullscreenMap(isPhone: boolean, onToggle: () => void) {
  const [fullscreenWanted, setFullscreenState] = useState(false)
  const fullscreen = fullscreenWanted && isPhone
  const [filtersOpen, setFiltersOpen] = useState(false)
  const setFullscreen = useCallback(
    (next: boolean) => {
      setFullscreenState(next)
      setFiltersOpen(false)
      onToggle()
    },
    [onToggle],
  )
  useEffect(() => {
    window.dispatchEvent(mapFullscreenEvent(fullscreen))
  }, [fullscreen])
  useBodyScrollLock(fullscreen)
  useEffect(() => {
    if (!fullscreen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [fullscreen, setFullscreen])
  return { fullscreen, setFullscreen, filtersOpen, setFiltersOpen }
}
