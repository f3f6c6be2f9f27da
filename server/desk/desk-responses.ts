/**
 * Every answer of the marketing desk's route handlers is kept out of search engines and caches:
 * `X-Robots-Tag: noindex, nofollow` and `Cache-Control: no-store`. (Desk pages get the same
 * headers from next.config.js.)
 */
import { escapeHtml } from '@/lib/http/responses'
import { SIGN_IN_PATH } from '@/lib/marketing/desk-routes'

export const DESK_ROBOTS = 'noindex, nofollow'

export function deskHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({ 'Cache-Control': 'no-store', 'X-Robots-Tag': DESK_ROBOTS, ...extra })
}

export function deskHtml(status: number, html: string, cookies: string[] = []): Response {
  const headers = deskHeaders({ 'Content-Type': 'text/html; charset=utf-8' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(html, { status, headers })
}

/** 303 See Other: after a form POST the browser GETs the target. */
export function deskRedirect(location: string, cookies: string[] = []): Response {
  const headers = deskHeaders({ Location: location })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** A short page for a refused or failed desk request, with a way on. */
export function deskMessage(
  status: number,
  title: string,
  message: string,
  link: { href: string; text: string } = { href: '/marketing', text: 'Back to the desk' },
): Response {
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="${DESK_ROBOTS}"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></main></body>
</html>
`
  return deskHtml(status, html)
}

/** A desk POST from another origin (or none we can check). */
export function crossOriginRefused(): Response {
  return deskMessage(
    403,
    'Request refused',
    'This form can only be sent from the marketing desk itself. Please go back and try again.',
  )
}

/** A file asked for without a session: 401, never a redirect (scripts and downloads see it). */
export function fileUnauthorized(): Response {
  return new Response(`Sign in at ${SIGN_IN_PATH} to download this file.\n`, {
    status: 401,
    headers: deskHeaders({ 'Content-Type': 'text/plain; charset=utf-8' }),
  })
}
