/**
 * The page's experiments in the browser (spec §3 app state, §4: "Experiments can be replaced at
 * runtime"). Pages are cached and render control; after hydration the browser asks
 * `GET /api/experiments` for its assignments and calls `replace()`, and every island that reads
 * the store re-renders with them.
 */
import { CONTROL } from './keys'

/** Experiment key → the variant the visitor sees; a missing key means control. */
export type Experiments = Readonly<Record<string, string>>

export interface ExperimentSnapshot {
  variants: Experiments
  /** Experiment key → the button text of a text variant the visitor sees. */
  buttonTexts: Readonly<Record<string, string>>
  /** A page variant's values for this page (field → value: lib/experiments/page-variants.ts). */
  pageValues: Readonly<Record<string, string>>
}

export const CONTROL_SNAPSHOT: ExperimentSnapshot = {
  variants: {},
  buttonTexts: {},
  pageValues: {},
}

export function isOn(experiments: Experiments, name: string): boolean {
  return experiments[name] === 'on'
}

export function variantOf(experiments: Experiments, name: string): string {
  return experiments[name] ?? CONTROL
}

export interface ExperimentStore {
  get(): ExperimentSnapshot
  subscribe(listener: () => void): () => void
  replace(next: ExperimentSnapshot): void
}

function sameRecord(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

function sameSnapshot(a: ExperimentSnapshot, b: ExperimentSnapshot): boolean {
  return (
    sameRecord(a.variants, b.variants) &&
    sameRecord(a.buttonTexts, b.buttonTexts) &&
    sameRecord(a.pageValues, b.pageValues)
  )
}

/**
 * A store shaped for React's useSyncExternalStore: `get` returns the same object until a
 * `replace` with different variants or texts.
 */
export function createExperimentStore(initial: ExperimentSnapshot): ExperimentStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    replace(next) {
      if (next === current || sameSnapshot(current, next)) return
      current = next
      for (const listener of [...listeners]) listener()
    },
  }
}
