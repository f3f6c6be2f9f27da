/**
 * The browser's analytics queue: events are batched and POSTed as JSON to the first-party
 * endpoint (`{ events: AnalyticsEvent[] }`) a short time after the first one, when the batch is
 * full, on `flush()`, and with `navigator.sendBeacon` when the page is hidden or left. Nothing
 * third-party is loaded; the server may forward what it stores.
 */
import {
  ANALYTICS_ENDPOINT,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_BATCH_BYTES,
  CALLSIGN_STORAGE_KEY,
  clickCta,
  click as clickEvent,
  identify as identifyEvent,
  page as pageEvent,
  track as trackEvent,
  utf8ByteLength,
  withCallsign,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type ClickAction,
} from './events'
import { visitorHasObjected } from '../privacy/objection'

export const ANALYTICS_FLUSH_DELAY_MS = 1000
export { ANALYTICS_MAX_BATCH, ANALYTICS_MAX_BATCH_BYTES }
/** Events kept while the endpoint cannot be reached; older ones are dropped first. */
export const ANALYTICS_MAX_QUEUE = 100

export interface AnalyticsClientOptions {
  endpoint?: string
  flushDelayMs?: number
  maxBatch?: number
  /** Bytes of one request's body; default ANALYTICS_MAX_BATCH_BYTES (the endpoint's limit). */
  maxBatchBytes?: number
  maxQueue?: number
  /** The current path (never the query string: it may hold an email address). */
  getPath: () => string
  getCallsign: () => string | null
  fetch?: typeof fetch
  sendBeacon?: (url: string, data: Blob) => boolean
}

export interface FlushOptions {
  /** Send with `sendBeacon` (survives navigation, resolves at once); falls back to fetch. */
  beacon?: boolean
}

export interface AnalyticsClient {
  page: (path?: string) => void
  identify: (email: string, traits?: Record<string, unknown>) => void
  track: (name: string, properties?: Record<string, unknown>) => void
  clickCta: (props: { elementLocation: string; elementText: string }) => void
  click: (props: { action: ClickAction; source: string; path?: string }) => void
  flush: (options?: FlushOptions) => Promise<void>
  /** Events waiting to be sent (for tests and diagnostics). */
  pending: () => number
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT
  const flushDelayMs = options.flushDelayMs ?? ANALYTICS_FLUSH_DELAY_MS
  const maxBatch = options.maxBatch ?? ANALYTICS_MAX_BATCH
  const maxBatchBytes = options.maxBatchBytes ?? ANALYTICS_MAX_BATCH_BYTES
  const maxQueue = options.maxQueue ?? ANALYTICS_MAX_QUEUE
  let queue: AnalyticsEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  const requeue = (events: AnalyticsEvent[]) => {
    queue = [...events, ...queue].slice(-maxQueue)
  }

  const body = (events: AnalyticsEvent[]) => JSON.stringify({ events } satisfies AnalyticsBatch)

  /** The next events that fit one request; an event too big to ever be accepted is dropped. */
  const takeBatch = (): AnalyticsEvent[] => {
    const batch: AnalyticsEvent[] = []
    let bytes = utf8ByteLength(body([]))
    while (queue.length > 0 && batch.length < maxBatch) {
      const next = queue[0] as AnalyticsEvent
      const size = utf8ByteLength(JSON.stringify(next)) + (batch.length > 0 ? 1 : 0)
      if (bytes + size > maxBatchBytes && batch.length > 0) break
      queue = queue.slice(1)
      if (bytes + size > maxBatchBytes) continue
      batch.push(next)
      bytes += size
    }
    return batch
  }

  const post = async (events: AnalyticsEvent[]): Promise<void> => {
    const doFetch = options.fetch
    if (!doFetch) return
    try {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(events),
        credentials: 'same-origin',
        keepalive: true,
      })
      // A server error may be temporary: keep the events for the next flush. 4xx means the
      // batch itself was refused, so retrying it would not help.
      if (response.status >= 500) requeue(events)
    } catch {
      requeue(events)
    }
  }

  const beacon = (events: AnalyticsEvent[]): boolean => {
    if (!options.sendBeacon) return false
    try {
      return options.sendBeacon(endpoint, new Blob([body(events)], { type: 'application/json' }))
    } catch {
      return false
    }
  }

  const flush = async ({ beacon: useBeacon = false }: FlushOptions = {}): Promise<void> => {
    cancelTimer()
    const sends: Promise<void>[] = []
    while (queue.length > 0) {
      const batch = takeBatch()
      if (batch.length === 0) continue
      if (useBeacon && beacon(batch)) continue
      sends.push(post(batch))
    }
    if (!useBeacon) await Promise.all(sends)
  }

  const enqueue = (event: AnalyticsEvent) => {
    queue = [...queue, withCallsign(event, options.getCallsign())].slice(-maxQueue)
    if (queue.length >= maxBatch) {
      void flush()
      return
    }
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined
        void flush()
      }, flushDelayMs)
    }
  }

  return {
    page: (path) => enqueue(pageEvent(path ?? options.getPath())),
    identify: (email, traits) => enqueue(identifyEvent(email, traits, options.getPath())),
    track: (name, properties) => enqueue(trackEvent(name, properties, options.getPath())),
    clickCta: (props) => enqueue(clickCta(props, options.getPath())),
    click: ({ action, source, path }) =>
      enqueue(clickEvent({ action, source, path: path ?? options.getPath() })),
    flush,
    pending: () => queue.length,
  }
}

function readCallsign(): string | null {
  try {
    return window.localStorage.getItem(CALLSIGN_STORAGE_KEY)
  } catch {
    // Storage can be blocked (privacy modes); the events are still useful without it.
    return null
  }
}

const noop: AnalyticsClient = {
  page: () => {},
  identify: () => {},
  track: () => {},
  clickCta: () => {},
  click: () => {},
  flush: async () => {},
  pending: () => 0,
}

let browserClient: AnalyticsClient | undefined
let detachListeners: (() => void) | undefined

/**
 * The page's client, created on first use in the browser; a no-op on the server and for a
 * visitor who objected to analytics on the cookie policy page.
 */
export function getAnalytics(): AnalyticsClient {
  if (typeof window === 'undefined' || visitorHasObjected()) return noop
  if (browserClient) return browserClient
  const client = createAnalyticsClient({
    getPath: () => window.location.pathname,
    getCallsign: readCallsign,
    fetch: typeof window.fetch === 'function' ? window.fetch.bind(window) : undefined,
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
  })
  const sendNow = () => void client.flush({ beacon: true })
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sendNow()
  }
  window.addEventListener('pagehide', sendNow)
  document.addEventListener('visibilitychange', onVisibility)
  detachListeners = () => {
    window.removeEventListener('pagehide', sendNow)
    document.removeEventListener('visibilitychange', onVisibility)
  }
  browserClient = client
  return client
}

/** Forgets the page's client (tests only). */
export function resetAnalyticsForTests(): void {
  detachListeners?.()
  detachListeners = undefined
  browserClient = undefined
}
