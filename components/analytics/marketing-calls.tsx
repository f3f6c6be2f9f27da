'use client'

import { useEffect } from 'react'
import { loadChunk } from '@/lib/chunk-load'

let requested = false

/**
 * Starts the marketing calls (spec §7: the callsign, the page view, CTA clicks and the reports
 * components make) once the page has hydrated, from their own small chunk, so none of it
 * weighs on the first load. A chunk that fails to load is only logged. Renders nothing.
 */
export function MarketingCalls() {
  useEffect(() => {
    if (requested) return
    requested = true
    loadChunk('marketing', () => import('@/lib/marketing/start')).then(
      (module) => module.startMarketing(),
      (error: Error) => {
        requested = false
        console.warn(error.message)
      },
    )
  }, [])
  return null
}
