'use client'

import { useEffect } from 'react'

let locks = 0
let saved: { overflow: string; paddingRight: string } | undefined

/** Freezes page scrolling while `active` (nested locks are counted). */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const { body, documentElement } = document
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
      // Keep the page from shifting sideways when the scrollbar disappears.
      const scrollbar = window.innerWidth - documentElement.clientWidth
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
      body.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow
        body.style.paddingRight = saved.paddingRight
        saved = undefined
      }
    }
  }, [active])
}
