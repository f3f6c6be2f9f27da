'use client'

import { useEffect } from 'react'
import { useLazyChunk } from '@/components/hooks/use-lazy-chunk'
import { ChunkFailure } from '@/components/ui/chunk-failure'
import type { ActivityDetailsPanelProps } from './activity-details-panel'

const importPanel = () =>
  import('./activity-details-panel').then((module) => module.ActivityDetailsPanel)

/**
 * The side panel's details view as its own lazy chunk (the details, timetable and purchase
 * block are not needed until a visitor opens an activity), through the spec's loader: while it
 * loads the panel shows a status line, and a failure shows 'Loading chunk activity-details
 * failed' with a retry in the panel, never the page's error.
 */
export function LazyActivityDetailsPanel(props: ActivityDetailsPanelProps) {
  const { state, load } = useLazyChunk('activity-details', importPanel)
  useEffect(load, [load])
  if (state.status === 'failed') {
    return <ChunkFailure error={state.error} what="The activity's details" onRetry={load} />
  }
  const Panel = state.value
  if (!Panel) return <p role="status">Loading...</p>
  return <Panel {...props} />
}
