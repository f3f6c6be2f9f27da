'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { ChunkFailure } from '@/components/ui/chunk-failure'
import { useInView } from '@/components/hooks/use-in-view'
import { ACTIVITIES_LIST_ANCHOR } from '@/lib/discovery/query-state'
import { loadChunk, type ChunkLoadError } from '@/lib/chunk-load'
import type { DiscoveryIslandProps } from './discovery-types'

/** Spec §4: "Loading the map starts only when it scrolls into view (64px root margin)". */
const MAP_ROOT_MARGIN = '64px'

type Island = ComponentType<DiscoveryIslandProps>

// maplibre-gl (its own chunk, the largest) is asked for alongside the island rather than
// after it, so the two downloads overlap.
const importIsland = () =>
  loadChunk('discovery-map', () =>
    Promise.all([
      import('./discovery-island'),
      import('@/components/map/load-maplibre').then((module) => module.loadMapLibre()),
    ]).then(([module]) => module.DiscoveryIsland as Island),
  )

/**
 * Shows the server-rendered discovery section (`children`: selectors as a plain form, the
 * popular activities and the map's placeholder) until the section nears the viewport, then
 * swaps in the interactive island: map, pins, side panel. The island, maplibre and Apollo live
 * in their own chunk, so none of them weigh on the page's first load.
 */
export function DiscoveryLoader({
  children,
  ...props
}: DiscoveryIslandProps & { children: ReactNode }) {
  const sharedActivity = props.sharedActivity !== null
  const [island, setIsland] = useState<Island | null>(null)
  const [failure, setFailure] = useState<ChunkLoadError | null>(null)
  const loading = useRef(false)
  const getTarget = useCallback(() => document.getElementById(ACTIVITIES_LIST_ANCHOR), [])
  const nearView = useInView(getTarget, { rootMargin: MAP_ROOT_MARGIN })

  const load = useCallback(() => {
    if (loading.current) return
    loading.current = true
    setFailure(null)
    importIsland().then(
      (component) => setIsland(() => component),
      (error: ChunkLoadError) => {
        // Spec §8: map lazy-load failures are logged; we also offer a retry.
        console.warn(error.message)
        loading.current = false
        setFailure(error)
      },
    )
  }, [])

  useEffect(() => {
    // A shared link to #activities-list, or to an activity, wants the map at once.
    if (nearView || sharedActivity || window.location.hash === `#${ACTIVITIES_LIST_ANCHOR}`) {
      load()
    }
  }, [nearView, sharedActivity, load])

  if (island) {
    const Loaded = island
    return <Loaded {...props} />
  }
  return (
    <>
      {children}
      {failure ? <ChunkFailure error={failure} what="The map" onRetry={load} /> : null}
    </>
  )
}
