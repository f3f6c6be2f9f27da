'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while server-rendering and hydrating, true once the page is interactive: for content
 * worth sending only after the first paint. A re-render, not an effect's setState.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
