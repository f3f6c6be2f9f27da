/**
 * POST /api/events: the first-party analytics endpoint. Takes `{ events: AnalyticsEvent[] }`
 * (optionally a top-level `callsign`) as application/json or as the text/plain body
 * navigator.sendBeacon sends, validates every event, replaces every email address in them by
 * its keyed hash (redact-emails.ts: identify events keep `email_hash`, never the address) and
 * stores the batch with one multi-row insert into analytics_events. 204 on success; 400
 * `{ error: { message, code: 'BAD_REQUEST' } }` for anything malformed; 413 (PAYLOAD_TOO_LARGE)
 * for a body over ANALYTICS_MAX_BATCH_BYTES; 403 for a cross-site browser request. The route
 * applies the 'analytics-event' rate limit; rows are deleted after ANALYTICS_RETENTION_DAYS
 * (server/retention).
 *
 * Forwarding: nothing leaves this server at request time. A real deployment forwards from the
 * table, e.g. a scheduled worker that reads rows with id above its last checkpoint, posts them
 * in batches to the analytics provider (say, an ANALYTICS_FORWARD_URL it is configured with),
 * records the new checkpoint and deletes rows past the retention period. That keeps the
 * provider off the page (no third-party script, no CSP exception) and off the request path.
 */
import type { Database } from '@/server/db/client'
import { analyticsEvents } from '@/server/db/schema'
import { isSameSiteRequest, jsonError, mediaType, readTextBody } from '@/lib/http/responses'
import { ANALYTICS_MAX_BATCH, ANALYTICS_MAX_BATCH_BYTES, type AnalyticsEvent } from '@/lib/analytics/events'
import { redactEmails, redactEmailsInText, type EmailHasher } from '@/lib/privacy/redact-emails'

export const MAX_EVENTS_PER_BATCH = ANALYTICS_MAX_BATCH
export const MAX_PATH_LENGTH = 2048
export const MAX_NAME_LENGTH = 200
/** Serialised (UTF-8) size of one event's properties. */
export const MAX_PROPERTIES_BYTES = 2048
export const MAX_CALLSIGN_LENGTH = 64
/** The whole body; the client splits its batches to fit (lib/analytics/events.ts). */
export const MAX_BATCH_BYTES = ANALYTICS_MAX_BATCH_BYTES

const KINDS = new Set<AnalyticsEvent['kind']>(['page', 'identify', 'track', 'click'])
const CONTROL = /[\u0000-\u001f\u007f]/
const ACCEPTED_TYPES = new Set(['application/json', 'text/plain', ''])

type Row = typeof analyticsEvents.$inferInsert

type Checked = { ok: true; rows: Row[] } | { ok: false; message: string }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function callsignOf(value: unknown): string | null {
  return typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_CALLSIGN_LENGTH &&
    !CONTROL.test(value)
    ? value
    : null
}

/**
 * Validates a parsed body into rows to insert, or the first problem found. Email addresses in
 * paths, names and properties are replaced by `hashEmail`'s hash.
 */
export function checkBatch(body: unknown, hashEmail: EmailHasher): Checked {
  if (!isPlainObject(body) || !Array.isArray(body.events)) {
    return { ok: false, message: 'The body must be a JSON object with an "events" array.' }
  }
  const events: unknown[] = body.events
  if (events.length === 0 || events.length > MAX_EVENTS_PER_BATCH) {
    return { ok: false, message: `"events" must hold 1 to ${MAX_EVENTS_PER_BATCH} events.` }
  }
  const batchCallsign = callsignOf(body.callsign)
  const rows: Row[] = []
  const encoder = new TextEncoder()
  for (const [index, event] of events.entries()) {
    const at = `events[${index}]`
    if (!isPlainObject(event)) return { ok: false, message: `${at} must be an object.` }
    if (typeof event.kind !== 'string' || !KINDS.has(event.kind as AnalyticsEvent['kind'])) {
      return { ok: false, message: `${at}.kind must be one of page, identify, track, click.` }
    }
    if (
      event.name !== undefined &&
      event.name !== null &&
      (typeof event.name !== 'string' ||
        event.name.length > MAX_NAME_LENGTH ||
        CONTROL.test(event.name))
    ) {
      return {
        ok: false,
        message: `${at}.name must be text of at most ${MAX_NAME_LENGTH} characters.`,
      }
    }
    if (
      typeof event.path !== 'string' ||
      event.path.length > MAX_PATH_LENGTH ||
      CONTROL.test(event.path)
    ) {
      return {
        ok: false,
        message: `${at}.path must be text of at most ${MAX_PATH_LENGTH} characters.`,
      }
    }
    if (!isPlainObject(event.properties)) {
      return { ok: false, message: `${at}.properties must be an object.` }
    }
    const serialised = JSON.stringify(event.properties)
    if (encoder.encode(serialised).byteLength > MAX_PROPERTIES_BYTES) {
      return {
        ok: false,
        message: `${at}.properties must serialise to at most ${MAX_PROPERTIES_BYTES} bytes.`,
      }
    }
    // PostgreSQL's jsonb refuses NUL characters and unpaired surrogates (JSON.stringify escapes
    // both as \uXXXX): reject them here rather than fail the insert.
    if (/\\u(?:0000|d[89a-f][0-9a-f]{2})/i.test(serialised)) {
      return {
        ok: false,
        message: `${at}.properties must not contain NUL or unpaired surrogate characters.`,
      }
    }
    rows.push({
      kind: event.kind,
      name: typeof event.name === 'string' ? redactEmailsInText(event.name, hashEmail) : null,
      path: redactEmailsInText(event.path, hashEmail),
      callsign: callsignOf(event.properties.callsign) ?? batchCallsign,
      // Round-tripped so only JSON values are stored.
      properties: redactEmails(JSON.parse(serialised), hashEmail) as Record<string, unknown>,
    })
  }
  return { ok: true, rows }
}

export async function handleAnalyticsEvents(
  request: Request,
  db: Database,
  options: { hashEmail: EmailHasher },
): Promise<Response> {
  if (!isSameSiteRequest(request)) {
    return jsonError(403, 'Events are accepted from this site only.', 'FORBIDDEN')
  }
  if (!ACCEPTED_TYPES.has(mediaType(request))) {
    return jsonError(400, 'Send the events as application/json or text/plain.', 'BAD_REQUEST')
  }
  const body = await readTextBody(request, MAX_BATCH_BYTES)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? jsonError(
          413,
          `The body must be at most ${MAX_BATCH_BYTES} bytes: send fewer events per request.`,
          'PAYLOAD_TOO_LARGE',
        )
      : jsonError(400, 'The body could not be read as UTF-8 text.', 'BAD_REQUEST')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return jsonError(400, 'The body is not valid JSON.', 'BAD_REQUEST')
  }
  const checked = checkBatch(parsed, options.hashEmail)
  if (!checked.ok) return jsonError(400, checked.message, 'BAD_REQUEST')
  try {
    await db.insert(analyticsEvents).values(checked.rows)
  } catch {
    return jsonError(
      503,
      'The events could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
