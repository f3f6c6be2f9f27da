'use client'

import { useSyncExternalStore } from 'react'
import { CALLSIGN_STORAGE_KEY } from '@/lib/analytics/events'
import {
  assignExperiments,
  createExperimentStore,
  parseExperimentOverrides,
  type ExperimentStore,
  type Experiments,
} from '@/lib/experiments'

/** Where a visitor without a callsign keeps the id their assignments hash from. */
const EXPERIMENT_ID_KEY = 'move_experiment_id'

function visitorId(): string {
  try {
    const stored =
      window.localStorage.getItem(CALLSIGN_STORAGE_KEY) ??
      window.localStorage.getItem(EXPERIMENT_ID_KEY)
    if (stored) return stored
    const fresh = crypto.randomUUID()
    window.localStorage.setItem(EXPERIMENT_ID_KEY, fresh)
    return fresh
  } catch {
    // Storage blocked: assignments hold for this page view only.
    return 'anonymous'
  }
}

let store: ExperimentStore | null = null
const NONE: Experiments = {}

/**
 * The page's experiments: the visitor's stable assignment, with QA overrides from
 * `?experiments=name:variant,…` on top. Replaceable at runtime (spec §4) through
 * `experimentStore().replace(…)`; every island re-renders with the new set.
 */
export function experimentStore(): ExperimentStore {
  store ??= createExperimentStore({
    ...assignExperiments(visitorId()),
    ...parseExperimentOverrides(window.location.search),
  })
  return store
}

export function useExperiments(): Experiments {
  return useSyncExternalStore(
    (listener) => experimentStore().subscribe(listener),
    () => experimentStore().get(),
    () => NONE,
  )
}
