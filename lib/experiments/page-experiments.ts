/**
 * The page's one experiment store and the few calls components make, kept tiny because they
 * are in the first load: the store starts at control (what the server rendered), exposures and
 * CTA conversions wait in small buffers until the lazily loaded sync (./browser-sync) connects.
 */
import { CONTROL_SNAPSHOT, createExperimentStore, type ExperimentStore } from './store'

export type ExperimentEvent = { kind: 'exposure'; key: string } | { kind: 'cta-click' }
export type ExperimentEventSink = (event: ExperimentEvent) => void

const MAX_BUFFERED = 20
let store: ExperimentStore | null = null
let sink: ExperimentEventSink | null = null
let buffer: ExperimentEvent[] = []

export function pageExperimentStore(): ExperimentStore {
  store ??= createExperimentStore(CONTROL_SNAPSHOT)
  return store
}

function send(event: ExperimentEvent): void {
  if (sink) sink(event)
  else buffer = [...buffer, event].slice(-MAX_BUFFERED)
}

/** The visitor sees the part of the page `key` changes (the sync sends it once, if counted). */
export function reportExposure(key: string): void {
  send({ kind: 'exposure', key })
}

/** A call to action was clicked: counted for the experiments the visitor was exposed to. */
export function reportCtaConversion(): void {
  send({ kind: 'cta-click' })
}

/** Connects the sync: buffered events go first, in order. */
export function connectExperimentEvents(next: ExperimentEventSink): void {
  sink = next
  const waiting = buffer
  buffer = []
  for (const event of waiting) next(event)
}

/** Forgets the store, the sink and the buffer (tests only). */
export function resetPageExperimentsForTests(): void {
  store = null
  sink = null
  buffer = []
}
