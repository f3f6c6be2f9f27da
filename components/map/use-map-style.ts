'use client'

import { useEffect, useState } from 'react'
import { configuredMapStyleUrl, resolveMapStyle, type ResolvedMapStyle } from '@/lib/map/map-style'

/** Inlined at build time; 'offline' or empty picks as lib/map/map-style.ts says. */
const STYLE_URL = configuredMapStyleUrl(process.env.NEXT_PUBLIC_MAP_STYLE_URL)

/**
 * The basemap: the configured style when it loads, else the bundled offline one (land and sea
 * from Natural Earth), so the map always works — offline, behind a firewall, in tests.
 */
export function useMapStyle(): ResolvedMapStyle | null {
  const [style, setStyle] = useState<ResolvedMapStyle | null>(null)
  useEffect(() => {
    let live = true
    void resolveMapStyle({ url: STYLE_URL, origin: window.location.origin }).then((resolved) => {
      if (live) setStyle(resolved)
    })
    return () => {
      live = false
    }
  }, [])
  return style
}
