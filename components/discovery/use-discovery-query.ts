'use client'

import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { discoveryHref, readDiscoveryQuery, type DiscoveryQuery } from '@/lib/discovery/query-state'

/** Fired after we change the address ourselves: pushState fires no popstate. */
const QUERY_CHANGED = 'move:discovery-query'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(QUERY_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(QUERY_CHANGED, onChange)
  }
}

export type SetDiscoveryQuery = (
  change: Partial<DiscoveryQuery>,
  options?: { replace?: boolean },
) => void

/**
 * City and activity type in the address (spec §2): each change is a history entry (set adds the
 * parameter, empty removes it, anchored at #activities-list), so Back and Forward walk through
 * the visitor's choices. Next's router keeps its state across native pushState calls.
 */
export function useDiscoveryQuery(): [DiscoveryQuery, SetDiscoveryQuery] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  const query = useMemo(() => readDiscoveryQuery(search), [search])
  const setQuery = useCallback<SetDiscoveryQuery>((change, options) => {
    const href = discoveryHref(window.location.href, change)
    const current = window.location.pathname + window.location.search + window.location.hash
    if (href === current) return
    if (options?.replace) window.history.replaceState(null, '', href)
    else window.history.pushState(null, '', href)
    window.dispatchEvent(new Event(QUERY_CHANGED))
  }, [])
  return [query, setQuery]
}
