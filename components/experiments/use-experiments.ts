'use client'

import { useSyncExternalStore } from 'react'
import { pageExperimentStore } from '@/lib/experiments/page-experiments'
import type { PageVariantField } from '@/lib/experiments/page-variants'
import {
  CONTROL_SNAPSHOT,
  type ExperimentSnapshot,
  type Experiments,
} from '@/lib/experiments/store'

const subscribe = (listener: () => void) => pageExperimentStore().subscribe(listener)
const snapshot = () => pageExperimentStore().get()
const serverSnapshot = () => CONTROL_SNAPSHOT

function useSnapshot(): ExperimentSnapshot {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/**
 * The page's experiments: control until the browser's assignments arrive (GET
 * /api/experiments after hydration), then the visitor's; every island re-renders when the store
 * is replaced (spec §4).
 */
export function useExperiments(): Experiments {
  return useSnapshot().variants
}

/** A text variant's button text for experiment `key`, or undefined for control. */
export function useExperimentButtonText(key: string): string | undefined {
  return useSnapshot().buttonTexts[key]
}

/** A page variant's value of `field` for this page, or undefined for the live page's own. */
export function usePageVariantValue(field: PageVariantField): string | undefined {
  return useSnapshot().pageValues[field]
}
