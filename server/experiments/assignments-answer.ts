/**
 * The answer to GET /api/experiments?path=/london&visitor={callsign}&experiments=key:variant,…
 * from an evaluator in hand: `{ variants, buttonTexts, pageValues, counted, messages }`, never
 * cached. No database and no rate limit here, so that the assignments thread
 * (./assignments-thread-main.ts), which has neither, answers exactly as the route does.
 *
 * The sticky bucket document is kept in a first-party cookie sent back only to /api/experiments
 * and /store-cookies. A visitor who objected gets control and stores nothing (their cookie is
 * cleared); one without a callsign gets control (and any QA overrides). Bad input is answered
 * 400 with a message.
 */
import type { AssignmentsResponse } from '@/lib/experiments/browser-sync'
import type { ExperimentEvaluator } from '@/lib/experiments/assign'
import { jsonError, NO_STORE } from '@/lib/http/responses'
import { parseExperimentOverrides } from '@/lib/experiments/overrides'
import {
  decodeStickyCookie,
  encodeStickyCookie,
  EXPERIMENTS_COOKIE,
  isVisitorId,
} from '@/lib/experiments/sticky-cookie'
import { hasObjection } from '@/lib/privacy/objection'
import { cookieValue } from '@/lib/http/cookie-value'
import { experimentCookies } from './experiment-cookies'

export const MAX_PATH_LENGTH = 200
/** A failure's message: the page keeps its usual content. */
export const ASSIGNMENTS_UNAVAILABLE =
  'Assignments are not available just now; the page shows its usual content.'
const MAX_OVERRIDES_LENGTH = 500

/** A landing path we evaluate for: '/' plus printable characters, no query or fragment. */
export function cleanPath(value: string | null): string | null {
  if (value === null) return '/'
  return /^\/[^\s?#\u0000-\u001f]*$/.test(value) && value.length <= MAX_PATH_LENGTH ? value : null
}

export function answerWithEvaluator(request: Request, evaluator: ExperimentEvaluator): Response {
  const url = new URL(request.url)
  const path = cleanPath(url.searchParams.get('path'))
  if (path === null) {
    return jsonError(
      400,
      `path must be a site path starting with / (at most ${MAX_PATH_LENGTH} characters).`,
      'BAD_REQUEST',
    )
  }
  const visitor = url.searchParams.get('visitor')
  if (visitor !== null && !isVisitorId(visitor)) {
    return jsonError(
      400,
      'visitor must be the callsign from /api/2/visitor/callsign.',
      'BAD_REQUEST',
    )
  }
  const rawOverrides = url.searchParams.get('experiments') ?? ''
  if (rawOverrides.length > MAX_OVERRIDES_LENGTH) {
    return jsonError(
      400,
      `experiments must be at most ${MAX_OVERRIDES_LENGTH} characters.`,
      'BAD_REQUEST',
    )
  }

  const cookieHeader = request.headers.get('cookie')
  const objected = hasObjection(cookieHeader)
  const { forced, messages } = parseExperimentOverrides(rawOverrides, evaluator.definitions)
  const headers = new Headers({ 'Cache-Control': NO_STORE })
  const variants: Record<string, string> = {}
  const buttonTexts: Record<string, string> = {}
  const pageValues: Record<string, string> = {}
  const body: AssignmentsResponse = { variants, buttonTexts, pageValues, counted: [], messages }

  if (objected) {
    // Control for everyone who objected, overrides included: nothing of theirs is evaluated.
    body.messages = []
    if (cookieValue(cookieHeader, EXPERIMENTS_COOKIE) !== null) {
      for (const cookie of experimentCookies(request, null)) headers.append('Set-Cookie', cookie)
    }
    return Response.json(body, { headers })
  }

  const stored = decodeStickyCookie(cookieValue(cookieHeader, EXPERIMENTS_COOKIE))
  const { byKey, stickyDoc } = evaluator.assign({
    visitorId: visitor ?? '',
    path,
    stickyDoc: stored,
    forced,
  })
  for (const [key, assignment] of Object.entries(byKey)) {
    variants[key] = assignment.variant
    if (assignment.buttonText !== undefined) buttonTexts[key] = assignment.buttonText
    Object.assign(pageValues, assignment.pageValues)
    if (assignment.counted && visitor) body.counted.push(key)
  }
  if (
    visitor &&
    stickyDoc &&
    encodeStickyCookie(stickyDoc) !== (stored && encodeStickyCookie(stored))
  ) {
    for (const cookie of experimentCookies(request, stickyDoc)) headers.append('Set-Cookie', cookie)
  }
  return Response.json(body, { headers })
}
