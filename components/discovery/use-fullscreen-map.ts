'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useBodyScrollLock } from '@/components/hooks/use-body-scroll-lock'
import { mapFullscreenEvent } from '@/lib/map-fullscreen-event'

/**
 * The phone's fullscreen map (spec §2, §4, §5) and its filter sheet. Fullscreen holds only on
 * narrow screens (`isPhone`): widening the window leaves it. While it holds, the page behind
 * does not scroll, Escape leaves it, and the sticky bar is told (it shows over the map).
 * `onToggle` runs on every change, for the panel to follow.
 *
 * Focus follows the map: entering, it moves to `region` (the map's labelled frame, present in
 * both states); leaving, to `region` and then back to `trigger` ('View Map') once it shows again.
 * Moving it before the change also keeps the tap cheap: the control that had focus ('View Map',
 * Close) is removed by the change, and removing a focused element makes the browser blur it and
 * lay the page out inside the tap (~15 ms of 'View Map's 55 ms on a slow phone, bench:interactions).
 */
export function useFullscreenMap(
  isPhone: boolean,
  onToggle: () => void,
  region: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  const [fullscreenWanted, setFullscreenState] = useState(false)
  const fullscreen = fullscreenWanted && isPhone
  const [filtersOpen, setFiltersOpen] = useState(false)
  // A phone turned to landscape (or a window widened) leaves fullscreen as Close does: the panel
  // clears (spec §4), and turning back shows the page, not the old fullscreen view.
  const [phoneBefore, setPhoneBefore] = useState(isPhone)
  if (phoneBefore !== isPhone) {
    setPhoneBefore(isPhone)
    if (!isPhone && fullscreenWanted) {
      setFullscreenState(false)
      setFiltersOpen(false)
      onToggle()
    }
  }
  const setFullscreen = useCallback(
    (next: boolean) => {
      const frame = region.current
      if (frame && isPhone && (next || frame.contains(document.activeElement))) {
        frame.focus({ preventScroll: true })
      }
      setFullscreenState(next)
      setFiltersOpen(false)
      onToggle()
    },
    [isPhone, onToggle, region],
  )
  useEffect(() => {
    window.dispatchEvent(mapFullscreenEvent(fullscreen))
  }, [fullscreen])
  useBodyScrollLock(fullscreen)
  useReturnFocus(fullscreen, region, trigger)
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

/** On leaving fullscreen, focus parked on the frame goes back to the control that opened it. */
function useReturnFocus(
  fullscreen: boolean,
  region: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  const wasFullscreen = useRef(fullscreen)
  useEffect(() => {
    const left = wasFullscreen.current && !fullscreen
    wasFullscreen.current = fullscreen
    if (!left) return
    // In the next frame, not in the tap's task: the page is laid out for that frame anyway.
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === region.current) trigger.current?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [fullscreen, region, trigger])
}
