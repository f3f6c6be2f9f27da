/**
 * The browser side of the marketing host (spec §7): the visitor's callsign, asked for once on a
 * first visit and kept in localStorage, and the actions, POSTed form-encoded (with
 * navigator.sendBeacon when the page is being left). Every failure, a rate-limited 429
 * included, is only logged: marketing calls never get in a visitor's way.
 */
import { CALLSIGN_STORAGE_KEY } from '../analytics/events'
import {
  actionBody,
  actionUrl,
  callsignFromResponse,
  callsignUrl,
  type MarketingReport,
} from './visitor-calls'

/** Reports waiting for the callsign; older ones are dropped first. */
export const MAX_PENDING_REPORTS = 20
/** Each call gives up after this long (a stuck marketing host must not hold requests open). */
export const MARKETING_CALL_TIMEOUT_MS = 10_000

export interface MarketingClientOptions {
  /** The marketing host's origin; '' for our own. */
  origin: string
  fetch: typeof fetch
  sendBeacon?: (url: string, data: BodyInit) => boolean
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null
  /** The page's query string, read when a report is sent (utm_* values). */
  getSearch: () => string
  /** Where failures go: console.info in the browser (never console.error). */
  log: (message: string) => void
}

export interface MarketingClient {
  /** The callsign, from storage or the marketing host; null when neither could give one. */
  callsign: () => Promise<string | null>
  /** Sends an action once the callsign is known; resolves when it was handed over. */
  report: (report: MarketingReport) => Promise<void>
}

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8'

function readStored(storage: MarketingClientOptions['storage']): string | null {
  try {
    return storage?.getItem(CALLSIGN_STORAGE_KEY) || null
  } catch {
    return null
  }
}

function store(storage: MarketingClientOptions['storage'], callsign: string): void {
  try {
    storage?.setItem(CALLSIGN_STORAGE_KEY, callsign)
  } catch {
    // Storage blocked (privacy modes): the callsign serves this page view only.
  }
}

export function createMarketingClient(options: MarketingClientOptions): MarketingClient {
  const { origin, log } = options
  let known: string | null = readStored(options.storage)
  let asking: Promise<string | null> | null = null
  let pending = 0

  const timed = (url: string, init: RequestInit): Promise<Response> => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), MARKETING_CALL_TIMEOUT_MS)
    return options
      .fetch(url, { ...init, signal: controller.signal })
      .finally(() => clearTimeout(timer))
  }

  const askForCallsign = async (): Promise<string | null> => {
    try {
      const response = await timed(callsignUrl(origin), {
        method: 'GET',
        credentials: 'omit',
        cache: 'no-store',
      })
      if (!response.ok) {
        log(`Visitor callsign not issued (status ${response.status}).`)
        return null
      }
      const callsign = callsignFromResponse(await response.json())
      if (!callsign) {
        log('Visitor callsign response had no visitor_id.')
        return null
      }
      known = callsign
      store(options.storage, callsign)
      return callsign
    } catch (error) {
      log(`Visitor callsign request failed: ${error instanceof Error ? error.message : error}`)
      return null
    }
  }

  // One request per page at most: a failure is not retried until the next page.
  const callsign = (): Promise<string | null> => {
    if (known) return Promise.resolve(known)
    asking ??= askForCallsign()
    return asking
  }

  const send = async (report: MarketingReport, id: string): Promise<void> => {
    const url = actionUrl(origin, id)
    const body = actionBody(report, id, options.getSearch())
    if (report.beacon && options.sendBeacon) {
      try {
        if (options.sendBeacon(url, new Blob([body], { type: FORM_TYPE }))) return
      } catch {
        // fall back to fetch with keepalive below
      }
    }
    try {
      const response = await timed(url, {
        method: 'POST',
        headers: { 'content-type': FORM_TYPE },
        body,
        credentials: 'omit',
        keepalive: true,
      })
      if (!response.ok)
        log(`Marketing action ${report.action} not stored (status ${response.status}).`)
    } catch (error) {
      log(
        `Marketing action ${report.action} failed: ${error instanceof Error ? error.message : error}`,
      )
    }
  }

  const report = async (item: MarketingReport): Promise<void> => {
    // Known callsign: send at once, so a beacon goes out before the page unloads.
    if (known) return send(item, known)
    if (pending >= MAX_PENDING_REPORTS) {
      log(`Marketing action ${item.action} dropped: too many waiting for the callsign.`)
      return
    }
    pending += 1
    try {
      const id = await callsign()
      if (!id) {
        log(`Marketing action ${item.action} not sent: no callsign.`)
        return
      }
      await send(item, id)
    } finally {
      pending -= 1
    }
  }

  return { callsign, report }
}
