'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { loadChunk } from '@/lib/chunk-load'

/**
 * Starts the marketing calls (spec §7: the callsign, the page view, CTA clicks and the reports
 * components make) once the page has hydrated, from their own small chunk, so none of it
 * weighs on the first load; then asks for the visitor's experiment assignments, again after
 * each navigation. A chunk that fails to load is only logged. Renders nothing.
 */
export function MarketingCalls() {
  const pathname = usePathname()
  useEffect(() => {
    loadChunk('marketing', () => import('@/lib/marketing/start')).then(
      (module) => {
        module.startMarketing()
        module.refreshExperiments()
      },
      (error: Error) => console.warn(error.message),
    )
  }, [pathname])
  return null
}
