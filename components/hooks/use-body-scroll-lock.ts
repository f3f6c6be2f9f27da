'use client'

import { useEffect } from 'react'

let locks = 0
let saved: { overflow: string; scrollbarGutter: string } | undefined

/**
 * Freezes page scrolling while `active` (nested locks are counted). The scrollbar's place is
 * kept by `scrollbar-gutter` rather than measured: measuring forced a layout inside the tap that
 * opens the fullscreen map (35 ms on a slow phone, bench:interactions).
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const { body, documentElement } = document
    if (locks === 0) {
      saved = {
        overflow: body.style.overflow,
        scrollbarGutter: documentElement.style.scrollbarGutter,
      }
      // Keeps the page from shifting sideways when the scrollbar disappears.
      documentElement.style.scrollbarGutter = 'stable'
      body.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow
        documentElement.style.scrollbarGutter = saved.scrollbarGutter
        saved = undefined
      }
    }
  }, [active])
}
