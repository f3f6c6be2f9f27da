'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { getAnalytics } from '@/lib/analytics/client'

/**
 * Reports the current path to analytics on load (spec §2), and again after a client-side
 * navigation to another path. Renders nothing.
 */
export function PageView() {
  const pathname = usePathname()
  const reported = useRef<string | null>(null)

  useEffect(() => {
    const path = pathname ?? window.location.pathname
    // Strict Mode runs effects twice in development: report each path once.
    if (reported.current === path) return
    reported.current = path
    getAnalytics().page(path)
  }, [pathname])

  return null
}
