'use client'

import { useEffect, useState } from 'react'
import { throttle } from '@/lib/throttle'
import { INTERSECTION_THROTTLE_MS } from '@/lib/timing'

export interface InViewOptions {
  /** Returned before the first observation, and always where IntersectionObserver is missing. */
  initial?: boolean
  rootMargin?: string
  throttleMs?: number
}

/**
 * Whether an element intersects the viewport, throttled (spec §9: intersection throttle
 * 100 ms). `getTarget` runs in an effect, so it may look the element up by id; keep it stable
 * (useCallback), as a new function re-subscribes.
 */
export function useInView(
  getTarget: () => Element | null,
  {
    initial = false,
    rootMargin = '0px',
    throttleMs = INTERSECTION_THROTTLE_MS,
  }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(initial)

  useEffect(() => {
    const target = getTarget()
    if (!target || typeof IntersectionObserver === 'undefined') return
    const update = throttle((value: boolean) => setInView(value), throttleMs)
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last) update(last.isIntersecting)
      },
      { rootMargin },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      update.cancel()
    }
  }, [getTarget, rootMargin, throttleMs])

  return inView
}
