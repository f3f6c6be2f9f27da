'use client'

import { useCallback, useRef, useState } from 'react'
import { loadChunk, type ChunkLoadError } from '@/lib/chunk-load'

export type LazyChunkState<T> =
  | { status: 'idle' | 'loading'; value: null; error: null }
  | { status: 'ready'; value: T; error: null }
  | { status: 'failed'; value: null; error: ChunkLoadError }

export interface LazyChunk<T> {
  state: LazyChunkState<T>
  /** Starts the load (again after a failure); does nothing while loading or once loaded. */
  load: () => void
}

const IDLE = { status: 'idle', value: null, error: null } as const

/** Chunks already loaded on this page, by name: a later user starts ready, with no flash. */
const loaded = new Map<string, unknown>()

function initialState<T>(chunk: string): LazyChunkState<T> {
  return loaded.has(chunk) ? { status: 'ready', value: loaded.get(chunk) as T, error: null } : IDLE
}

/**
 * A lazy chunk through the spec's loader (lib/chunk-load.ts: 120 s, 'Loading chunk N failed'
 * with its type). A failure is logged and kept in state for the caller to show with a retry
 * (components/ui/chunk-failure.tsx); it is never thrown, so no error boundary (the landing
 * page's 'Could not get config') ever sees it. `importer` must be stable (module scope).
 */
export function useLazyChunk<T>(chunk: string, importer: () => Promise<T>): LazyChunk<T> {
  const [state, setState] = useState<LazyChunkState<T>>(() => initialState<T>(chunk))
  const busy = useRef(false)
  const done = useRef(loaded.has(chunk))

  const load = useCallback(() => {
    if (busy.current || done.current) return
    busy.current = true
    setState({ status: 'loading', value: null, error: null })
    loadChunk(chunk, importer).then(
      (value) => {
        busy.current = false
        done.current = true
        loaded.set(chunk, value)
        setState({ status: 'ready', value, error: null })
      },
      (error: ChunkLoadError) => {
        busy.current = false
        console.warn(error.message)
        setState({ status: 'failed', value: null, error })
      },
    )
  }, [chunk, importer])

  return { state, load }
}
