/**
 * The browser side of experiments, in the lazily loaded marketing chunk: asks
 * `GET /api/experiments` for the visitor's assignments (after hydration, on each navigation and
 * when the tab becomes visible again) and replaces the page's store with them; sends the
 * exposures components report and CTA clicks to `POST /api/experiments/events`. Nothing is asked
 * or sent for a visitor who objected. Failures are logged, never shown: the page stays control.
 */
import { EXPERIMENTS_PARAM, overridesOf } from './overrides'
import { pageIdOfExperiment } from './page-variants'
import {
  connectExperimentEvents,
  pageExperimentStore,
  type ExperimentEvent,
} from './page-experiments'
import type { ExperimentSnapshot } from './store'

export const EXPERIMENTS_ENDPOINT = '/api/experiments'
export const EXPERIMENT_EVENTS_ENDPOINT = '/api/experiments/events'
export const EXPERIMENTS_CALL_TIMEOUT_MS = 10_000

/** What GET /api/experiments answers. */
export interface AssignmentsResponse extends ExperimentSnapshot {
  /** Experiments the visitor is in and counted for: only these are reported as exposures. */
  counted: string[]
  /** Problems with `?experiments=` worth telling whoever added it. */
  messages: string[]
}

/** The body of POST /api/experiments/events. */
export interface ExperimentEventsBody {
  visitor: string
  path: string
  exposed: string[]
  converted?: 'cta-click'
}

export interface ExperimentSyncOptions {
  fetch: typeof fetch
  sendBeacon?: (url: string, data: BodyInit) => boolean
  callsign: () => Promise<string | null>
  getPath: () => string
  getSearch: () => string
  objected: () => boolean
  log: (message: string) => void
  warn: (message: string) => void
}

export interface ExperimentSync {
  refresh(): Promise<void>
}

function isAssignments(body: unknown): body is AssignmentsResponse {
  const value = body as Partial<AssignmentsResponse> | null
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.variants === 'object' &&
    typeof value.buttonTexts === 'object' &&
    typeof value.pageValues === 'object' &&
    Array.isArray(value.counted) &&
    Array.isArray(value.messages)
  )
}

export function createExperimentSync(options: ExperimentSyncOptions): ExperimentSync {
  let counted = new Set<string>()
  const wanted = new Set<string>()
  const sent = new Set<string>()
  let visitor: string | null = null
  let latest = 0

  const post = (body: ExperimentEventsBody, beacon: boolean) => {
    const json = JSON.stringify(body)
    if (beacon && options.sendBeacon) {
      try {
        if (
          options.sendBeacon(
            EXPERIMENT_EVENTS_ENDPOINT,
            new Blob([json], { type: 'application/json' }),
          )
        )
          return
      } catch {
        // fall back to fetch below
      }
    }
    options
      .fetch(EXPERIMENT_EVENTS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
        credentials: 'same-origin',
        keepalive: true,
      })
      .then(
        (response) => {
          if (!response.ok) options.log(`Experiment events not stored (status ${response.status}).`)
        },
        (error: Error) => options.log(`Experiment events failed: ${error.message}`),
      )
  }

  const newExposures = () => [...wanted].filter((key) => counted.has(key) && !sent.has(key))

  const flush = (converted?: 'cta-click') => {
    if (!visitor || options.objected()) return
    const exposed = newExposures()
    if (exposed.length === 0 && !converted) return
    for (const key of exposed) sent.add(key)
    post(
      { visitor, path: options.getPath(), exposed, ...(converted ? { converted } : {}) },
      Boolean(converted),
    )
  }

  connectExperimentEvents((event: ExperimentEvent) => {
    if (event.kind === 'exposure') {
      wanted.add(event.key)
      flush()
    } else flush('cta-click')
  })

  const refresh = async () => {
    if (options.objected()) return
    const call = (latest += 1)
    visitor = await options.callsign()
    const query = new URLSearchParams({ path: options.getPath() })
    if (visitor) query.set('visitor', visitor)
    const overrides = overridesOf(options.getSearch())
    if (overrides) query.set(EXPERIMENTS_PARAM, overrides)
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), EXPERIMENTS_CALL_TIMEOUT_MS)
    try {
      const response = await options.fetch(`${EXPERIMENTS_ENDPOINT}?${query}`, {
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      })
      if (!response.ok) {
        options.log(`Experiment assignments not available (status ${response.status}).`)
        return
      }
      const body: unknown = await response.json()
      if (call !== latest) return
      if (!isAssignments(body)) {
        options.log('Experiment assignments had an unexpected shape.')
        return
      }
      for (const message of body.messages) options.warn(`[experiments] ${message}`)
      counted = new Set(body.counted)
      // A page experiment is seen with the page itself: exposed as soon as it is assigned.
      for (const key of body.counted) if (pageIdOfExperiment(key) !== null) wanted.add(key)
      pageExperimentStore().replace({
        variants: body.variants,
        buttonTexts: body.buttonTexts,
        pageValues: body.pageValues,
      })
      flush()
    } catch (error) {
      options.log(
        `Experiment assignments failed: ${error instanceof Error ? error.message : error}`,
      )
    } finally {
      clearTimeout(timer)
    }
  }

  return { refresh }
}
