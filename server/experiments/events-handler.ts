/**
 * POST /api/experiments/events, JSON `{ visitor, path, exposed: [keys], converted?: 'cta-click' }`
 * (what lib/experiments/browser-sync.ts sends, by fetch or sendBeacon).
 *
 * The variant recorded is never the browser's word: the visitor's assignment is evaluated again
 * here (their sticky cookie, the path), and only experiments they are counted in are stored.
 * 204 when handled (an objector's events are dropped unread); 400 with a message for bad
 * input; 403 from another site; 413 over MAX_EVENTS_BODY_BYTES; 415 for another media type.
 */
import type { Database } from '@/server/db/client'
import type { ExperimentEventsBody } from '@/lib/experiments/browser-sync'
import {
  isSameSiteRequest,
  jsonError,
  mediaType,
  NO_STORE,
  readTextBody,
} from '@/lib/http/responses'
import {
  decodeStickyCookie,
  EXPERIMENTS_COOKIE,
  isVisitorId,
} from '@/lib/experiments/sticky-cookie'
import { hasObjection } from '@/lib/privacy/objection'
import { cleanPath } from './assignments-answer'
import { cookieValue } from '@/lib/http/cookie-value'
import { experimentEvaluator } from './experiment-evaluator'
import { recordConversion, recordExposures } from './experiment-events'

export const MAX_EVENTS_BODY_BYTES = 2 * 1024
const MAX_EXPOSED = 20

type Parsed = { ok: true; body: ExperimentEventsBody } | { ok: false; message: string }

function parseBody(text: string): Parsed {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The body must be JSON.' }
  }
  const body = json as Partial<Record<keyof ExperimentEventsBody, unknown>> | null
  if (typeof body !== 'object' || body === null)
    return { ok: false, message: 'The body must be a JSON object.' }
  if (typeof body.visitor !== 'string' || !isVisitorId(body.visitor)) {
    return { ok: false, message: 'visitor must be the callsign from /api/2/visitor/callsign.' }
  }
  const path = typeof body.path === 'string' ? cleanPath(body.path) : null
  if (path === null) return { ok: false, message: 'path must be a site path starting with /.' }
  const exposed = body.exposed ?? []
  if (
    !Array.isArray(exposed) ||
    exposed.length > MAX_EXPOSED ||
    !exposed.every((key) => typeof key === 'string' && key.length <= 40)
  ) {
    return {
      ok: false,
      message: `exposed must be a list of at most ${MAX_EXPOSED} experiment keys.`,
    }
  }
  if (body.converted !== undefined && body.converted !== 'cta-click') {
    return { ok: false, message: "converted must be 'cta-click' when given." }
  }
  return {
    ok: true,
    body: {
      visitor: body.visitor,
      path,
      exposed: exposed as string[],
      ...(body.converted ? { converted: 'cta-click' as const } : {}),
    },
  }
}

const handled = () => new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } })

export async function handleExperimentEvents(request: Request, db: Database): Promise<Response> {
  if (!isSameSiteRequest(request)) {
    return jsonError(403, 'Experiment events are accepted from this site only.', 'FORBIDDEN')
  }
  const cookieHeader = request.headers.get('cookie')
  if (hasObjection(cookieHeader)) return handled()
  // sendBeacon sends a Blob's type; some browsers send text/plain for strings.
  if (!['application/json', 'text/plain'].includes(mediaType(request))) {
    return jsonError(415, 'Send the events as JSON (application/json).', 'UNSUPPORTED_MEDIA_TYPE')
  }
  const text = await readTextBody(request, MAX_EVENTS_BODY_BYTES)
  if (!text.ok) {
    return text.reason === 'too-large'
      ? jsonError(
          413,
          `The body must be at most ${MAX_EVENTS_BODY_BYTES} bytes.`,
          'PAYLOAD_TOO_LARGE',
        )
      : jsonError(400, 'The body could not be read as UTF-8 text.', 'BAD_REQUEST')
  }
  const parsed = parseBody(text.text)
  if (!parsed.ok) return jsonError(400, parsed.message, 'BAD_REQUEST')
  const { visitor, path, exposed, converted } = parsed.body

  const evaluator = await experimentEvaluator(db)
  const { byKey } = evaluator.assign({
    visitorId: visitor,
    path,
    stickyDoc: decodeStickyCookie(cookieValue(cookieHeader, EXPERIMENTS_COOKIE)),
  })
  const exposures = [...new Set(exposed)].flatMap((experimentKey) => {
    const assignment = byKey[experimentKey]
    return assignment?.counted ? [{ experimentKey, variantKey: assignment.variant }] : []
  })
  try {
    await recordExposures(db, visitor, exposures)
    if (converted) await recordConversion(db, visitor, converted)
  } catch {
    return jsonError(
      503,
      'The events could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
  return handled()
}
