/**
 * The marketing host's visitor calls (spec §7), as pure builders: where the callsign comes
 * from, where an action goes and its form-encoded body (action, callsign, source, target, plus
 * the page URL's utm_* values). The browser client is ./marketing-client.
 */
import { parseUtm, UTM_PARAMS } from '../landing/query-flags'
import type { MarketingReport } from './actions'

export { MARKETING_ACTIONS, type MarketingAction, type MarketingReport } from './actions'

export const CALLSIGN_PATH = '/api/2/visitor/callsign'

/** The server's limits (server/visitors/handlers.ts): longer values are cut, never refused. */
const MAX_SOURCE = 200
const MAX_TARGET = 2048

/** `{origin}/api/2/visitor/callsign`; '' origin: our own, a relative URL. */
export function callsignUrl(origin: string): string {
  return `${origin}${CALLSIGN_PATH}`
}

/** `{origin}/api/2/visitors/{callsign}/action`. */
export function actionUrl(origin: string, callsign: string): string {
  return `${origin}/api/2/visitors/${encodeURIComponent(callsign)}/action`
}

/** The visitor_id of a callsign response, or null when it is not a usable id. */
export function callsignFromResponse(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const id = (body as { visitor_id?: unknown }).visitor_id
  return typeof id === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : null
}

/**
 * The action's form body. utm_* values come from the page URL's query, only those present
 * (and valid, as the server would keep them).
 *
 * @example actionBody({ action: 'PageView', source: 'page', target: '/london' }, 'c-1', '?utm_source=mail')
 * // action=PageView&callsign=c-1&source=page&target=%2Flondon&utm_source=mail
 */
export function actionBody(report: MarketingReport, callsign: string, pageSearch: string): string {
  const body = new URLSearchParams({
    action: report.action,
    callsign,
    source: report.source.slice(0, MAX_SOURCE) || 'page',
    target: report.target.slice(0, MAX_TARGET) || '/',
  })
  const utm = parseUtm(pageSearch)
  for (const name of UTM_PARAMS) {
    const value = utm[name]
    if (value !== undefined) body.set(name, value)
  }
  return body.toString()
}
