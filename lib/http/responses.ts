/**
 * Small helpers the route handlers share: JSON errors in one shape, a plain HTML message page,
 * bounded body reading and a same-origin check. Nothing here ever answers with a stack trace.
 */
import { isAddressedToOwnHost, isOwnOrigin } from './own-hosts'

export const NO_STORE = 'no-store'

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'METHOD_NOT_ALLOWED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'

/** `{ error: { message, code } }` with the status, never cached. */
export function jsonError(status: number, message: string, code: ErrorCode): Response {
  return Response.json(
    { error: { message, code } },
    { status, headers: { 'Cache-Control': NO_STORE } },
  )
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** A minimal, self-contained HTML page with a message and a link (for no-JS form posts). */
export function htmlMessage(
  status: number,
  options: { title: string; message: string; linkHref: string; linkText: string },
): Response {
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(options.title)}</title></head>
<body><main><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p><p><a href="${escapeHtml(options.linkHref)}">${escapeHtml(options.linkText)}</a></p></main></body>
</html>
`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE },
  })
}

export type BodyResult =
  { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' }

/**
 * The request body as UTF-8 text, read no further than `maxBytes` (a lying or missing
 * Content-Length cannot make us buffer more).
 */
export async function readTextBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
}

/** The media type of a request without parameters, lower-cased ('' when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/**
 * False for a request a browser marks as sent from another site, or one addressed to a host
 * that is not ours (lib/http/own-hosts.ts): Sec-Fetch-Site 'cross-site', or an Origin header
 * naming a host other than our own. Requests without either header (curl, tests) pass if they
 * are addressed to our host.
 */
export function isSameSiteRequest(request: Request): boolean {
  if (!isAddressedToOwnHost(request)) return false
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false
  const origin = request.headers.get('origin')
  return origin === null || isOwnOrigin(origin)
}
