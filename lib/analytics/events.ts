/**
 * Analytics events (spec §2, §7): the page path on load, identify (email, mail_lead_collected),
 * track 'Click CTA', and click events with path, action and source id. Pure builders; the
 * browser queue is `./client`, the first-party endpoint `POST /api/events` takes
 * `{ events: AnalyticsEvent[] }`.
 */
export type AnalyticsEventKind = 'page' | 'identify' | 'track' | 'click'
export type ClickAction = 'Click' | 'VideoPlay' | 'VideoEnd'

export interface AnalyticsEvent {
  kind: AnalyticsEventKind
  name?: string
  path: string
  properties: Record<string, unknown>
}

export interface AnalyticsBatch {
  events: AnalyticsEvent[]
}

export const ANALYTICS_ENDPOINT = '/api/events'
/** Events per request, for the client's batches and the endpoint's check alike. */
export const ANALYTICS_MAX_BATCH = 20
/**
 * Bytes per request (the JSON body). A batch of 20 ordinary events is 1–3 KB; the client splits
 * its batches to stay under this, and the endpoint answers anything bigger with 413.
 */
export const ANALYTICS_MAX_BATCH_BYTES = 8 * 1024

/** Bytes of `text` in UTF-8 (without TextEncoder, which not every test environment has). */
export function utf8ByteLength(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i += 1
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}
/** Where the visitor callsign (spec §3: "stored locally") lives in localStorage. */
export const CALLSIGN_STORAGE_KEY = 'move_callsign'
export const CLICK_ACTIONS: readonly ClickAction[] = ['Click', 'VideoPlay', 'VideoEnd']
export const CLICK_CTA_EVENT = 'Click CTA'

export function page(path: string): AnalyticsEvent {
  return { kind: 'page', path, properties: {} }
}

export function identify(
  email: string,
  traits: Record<string, unknown> = {},
  path = '',
): AnalyticsEvent {
  return { kind: 'identify', path, properties: { ...traits, email } }
}

export function track(
  name: string,
  properties: Record<string, unknown> = {},
  path = '',
): AnalyticsEvent {
  return { kind: 'track', name, path, properties: { ...properties } }
}

export function click({
  path,
  action,
  source,
}: {
  path: string
  action: ClickAction
  source: string
}): AnalyticsEvent {
  return { kind: 'click', name: action, path, properties: { action, source } }
}

/** The CTA click of the email capture and CTA buttons: track('Click CTA', {...}). */
export function clickCta(
  { elementLocation, elementText }: { elementLocation: string; elementText: string },
  path = '',
): AnalyticsEvent {
  return track(CLICK_CTA_EVENT, { action: 'buy', elementLocation, elementText }, path)
}

/** Adds the visitor callsign to an event's properties when one is known. */
export function withCallsign(
  event: AnalyticsEvent,
  callsign: string | null | undefined,
): AnalyticsEvent {
  if (!callsign) return event
  return { ...event, properties: { ...event.properties, callsign } }
}

/** A runtime check for the endpoint: whether a value is a well-formed event. */
export function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  if (typeof value !== 'object' || value === null) return false
  const event = value as Record<string, unknown>
  return (
    (event.kind === 'page' ||
      event.kind === 'identify' ||
      event.kind === 'track' ||
      event.kind === 'click') &&
    (event.name === undefined || typeof event.name === 'string') &&
    typeof event.path === 'string' &&
    typeof event.properties === 'object' &&
    event.properties !== null &&
    !Array.isArray(event.properties)
  )
}
