/**
 * The marketing host's visitor endpoints (spec §7), served first-party:
 * - GET  /api/2/visitor/callsign → `{ visitor_id }`, a new random UUID stored in visitors; the
 *   client keeps it in localStorage as its callsign.
 * - POST /api/2/visitors/{callsign}/action, form-encoded `action`, `callsign`, `source`,
 *   `target` plus the utm_* values of the page URL → a visitor_actions row, every email
 *   address in them replaced by its keyed hash (lib/privacy/redact-emails). 204 when stored;
 *   400 JSON for missing or oversized fields (or a body callsign that differs from the path's);
 *   404 JSON for a callsign we never issued; 413 for a body over MAX_ACTION_BODY_BYTES; 415 for
 *   a body that is not form-encoded; 403 for a cross-site browser request.
 * The routes apply the 'callsign' and 'visitor-action' rate limits; actions, and visitors left
 * without actions, are deleted after ANALYTICS_RETENTION_DAYS (server/retention).
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { visitorActions, visitors } from '@/server/db/schema'
import {
  isSameSiteRequest,
  jsonError,
  mediaType,
  NO_STORE,
  readTextBody,
} from '@/lib/http/responses'
import { cleanText, parseUtm } from '@/lib/landing/query-flags'
import { redactEmailsInText, redactEmailsInValues } from '@/lib/privacy/redact-emails'
import { emailHasherFor } from '@/server/analytics/email-hash'

export const MAX_ACTION_LENGTH = 100
export const MAX_SOURCE_LENGTH = 200
export const MAX_TARGET_LENGTH = 2048
/** A full action (target ≤ 2048 characters, form-encoded, plus five utm_* values) fits easily. */
export const MAX_ACTION_BODY_BYTES = 8 * 1024

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Callsigns are the UUIDs handleCallsign issues. */
export function isCallsign(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value)
}

export async function handleCallsign(db: Database): Promise<Response> {
  const callsign = crypto.randomUUID()
  try {
    await db.insert(visitors).values({ callsign })
  } catch {
    return jsonError(
      503,
      'A visitor id could not be issued. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
  return Response.json({ visitor_id: callsign }, { headers: { 'Cache-Control': NO_STORE } })
}

export async function handleVisitorAction(
  request: Request,
  callsign: string,
  db: Database,
): Promise<Response> {
  if (!isSameSiteRequest(request)) {
    return jsonError(403, 'Actions are accepted from this site only.', 'FORBIDDEN')
  }
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return jsonError(
      415,
      'Send the action form-encoded (application/x-www-form-urlencoded).',
      'UNSUPPORTED_MEDIA_TYPE',
    )
  }
  const body = await readTextBody(request, MAX_ACTION_BODY_BYTES)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? jsonError(
          413,
          `The body must be at most ${MAX_ACTION_BODY_BYTES} bytes.`,
          'PAYLOAD_TOO_LARGE',
        )
      : jsonError(400, 'The body could not be read as UTF-8 text.', 'BAD_REQUEST')
  }
  const form = new URLSearchParams(body.text)
  const fields = {
    action: cleanText(form.get('action'), MAX_ACTION_LENGTH),
    source: cleanText(form.get('source'), MAX_SOURCE_LENGTH),
    target: cleanText(form.get('target'), MAX_TARGET_LENGTH),
  }
  const missing = Object.entries(fields)
    .filter(([, value]) => value === null)
    .map(([name]) => name)
  if (missing.length > 0) {
    return jsonError(
      400,
      `Missing or invalid: ${missing.join(', ')} (required text: action ≤ ${MAX_ACTION_LENGTH}, source ≤ ${MAX_SOURCE_LENGTH}, target ≤ ${MAX_TARGET_LENGTH} characters).`,
      'BAD_REQUEST',
    )
  }
  const bodyCallsign = form.get('callsign')
  if (bodyCallsign !== null && bodyCallsign !== callsign) {
    return jsonError(
      400,
      'The callsign field does not match the callsign in the path.',
      'BAD_REQUEST',
    )
  }
  if (!isCallsign(callsign)) return jsonError(404, 'Unknown visitor callsign.', 'NOT_FOUND')
  try {
    const [known] = await db
      .select({ callsign: visitors.callsign })
      .from(visitors)
      .where(eq(visitors.callsign, callsign))
      .limit(1)
    if (!known) return jsonError(404, 'Unknown visitor callsign.', 'NOT_FOUND')
    // No email address is kept: a page URL's utm values or a link target may carry one.
    const hash = await emailHasherFor(db)
    await db.insert(visitorActions).values({
      callsign,
      action: fields.action as string,
      source: redactEmailsInText(fields.source as string, hash),
      target: redactEmailsInText(fields.target as string, hash),
      utm: redactEmailsInValues(parseUtm(form), hash),
    })
  } catch {
    return jsonError(
      503,
      'The action could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } })
}
