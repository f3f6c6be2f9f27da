/**
 * POST /cookie-policy/choice (form-encoded `choice=object|allow`, from the cookie policy page):
 * sets or clears the objection cookie, clears the experiments' sticky cookies on objecting, and
 * answers 303 to the page that confirms the choice. Works without JavaScript. 403 from another
 * site (a page elsewhere must not change a visitor's choice), 400 for anything but the two
 * choices, 413 for a body over 1 KB. No database, so no rate limit is needed.
 */
import { htmlMessage, mediaType, NO_STORE, readTextBody } from '@/lib/http/responses'
import {
  OBJECTION_CHOICES,
  OBJECTION_COOKIE,
  OBJECTION_FIELD,
  OBJECTION_MAX_AGE,
  OBJECTION_VALUE,
} from '@/lib/privacy/objection'
import { experimentCookies } from '@/server/experiments/experiment-cookies'
import { isHttps } from '@/lib/marketing/session-cookie'
import { SITE_URL } from '@/lib/site'

export const OBJECTION_SAVED_PATH = '/cookie-policy/saved'

const back = { linkHref: '/cookie-policy', linkText: 'Back to the cookie policy' }

export async function handleObjection(
  request: Request,
  { isSameOrigin }: { isSameOrigin: (request: Request) => boolean },
): Promise<Response> {
  if (!isSameOrigin(request)) {
    return htmlMessage(403, {
      title: 'Choice not saved',
      message: 'Your choice can only be changed from our own cookie policy page.',
      ...back,
    })
  }
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return htmlMessage(415, {
      title: 'Choice not saved',
      message: 'Please use the form on the cookie policy page.',
      ...back,
    })
  }
  const body = await readTextBody(request, 1024)
  const choice = body.ok ? new URLSearchParams(body.text).get(OBJECTION_FIELD) : null
  if (!body.ok && body.reason === 'too-large') {
    return htmlMessage(413, {
      title: 'Choice not saved',
      message: 'The form was too large.',
      ...back,
    })
  }
  if (choice !== OBJECTION_CHOICES.object && choice !== OBJECTION_CHOICES.allow) {
    return htmlMessage(400, {
      title: 'Choice not saved',
      message: 'Choose "Object to analytics and experiments" or "Allow analytics and experiments".',
      ...back,
    })
  }
  const secure = isHttps(request, SITE_URL) ? '; Secure' : ''
  const headers = new Headers({
    Location: OBJECTION_SAVED_PATH,
    'Cache-Control': NO_STORE,
  })
  if (choice === OBJECTION_CHOICES.object) {
    // Readable by scripts (not HttpOnly): the browser must know not to send anything.
    headers.append(
      'Set-Cookie',
      `${OBJECTION_COOKIE}=${OBJECTION_VALUE}; Path=/; Max-Age=${OBJECTION_MAX_AGE}; SameSite=Lax${secure}`,
    )
    for (const cookie of experimentCookies(request, null)) headers.append('Set-Cookie', cookie)
  } else {
    headers.append('Set-Cookie', `${OBJECTION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`)
  }
  return new Response(null, { status: 303, headers })
}
