/**
 * Draft preview for marketing staff (Next draft mode).
 *
 * GET /api/preview?secret={PREVIEW_SECRET}&path=/offers/{slug} turns draft mode on and
 * redirects (307) to the path; GET /api/preview/exit[?path=/…] turns it off and redirects there
 * (default '/'). Pages detect it with `(await draftMode()).isEnabled`: the GraphQL context then
 * shows drafts (lib/apollo/server-client) and pages should add `robots: { index: false }`.
 *
 * PREVIEW_SECRET: required in production (unset or blank: preview is disabled, 404). Outside
 * production it defaults to DEV_PREVIEW_SECRET. Compared in constant time. Wrong or missing
 * secret: 401. A path that is not a same-site path ('/x', not '//x', no backslashes or control
 * characters, at most 2048 characters): 400.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { jsonError, NO_STORE } from '@/lib/http/responses'

export const DEV_PREVIEW_SECRET = 'dev-preview-secret'
export const MAX_PREVIEW_PATH_LENGTH = 2048

/** The secret in force, or null when preview is disabled. */
export function previewSecret(
  env: { PREVIEW_SECRET?: string; NODE_ENV?: string } = process.env,
): string | null {
  const configured = env.PREVIEW_SECRET?.trim()
  if (configured) return configured
  return env.NODE_ENV === 'production' ? null : DEV_PREVIEW_SECRET
}

/** Constant-time comparison (of fixed-length digests, so lengths leak nothing either). */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

// Whitespace, controls and backslashes are reinterpreted by browsers ('/\evil.com').
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/

/**
 * The path, normalised (pathname + search + hash), when it stays on our site; else null.
 *
 * @example safeRelativePath('/offers/x?ref=a') // '/offers/x?ref=a'
 * @example safeRelativePath('//evil.com') // null
 */
export function safeRelativePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PREVIEW_PATH_LENGTH) {
    return null
  }
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null
  const base = 'http://preview.invalid'
  try {
    const url = new URL(value, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

function redirectTo(path: string): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': NO_STORE },
  })
}

export interface PreviewOptions {
  /** `async () => (await draftMode()).enable()` in the route; a spy in tests. */
  enableDraftMode: () => void | Promise<void>
  /** Default previewSecret(). */
  secret?: string | null
}

export async function handlePreview(request: Request, options: PreviewOptions): Promise<Response> {
  const expected = options.secret === undefined ? previewSecret() : options.secret
  if (!expected) return jsonError(404, 'Preview is not enabled.', 'NOT_FOUND')
  const params = new URL(request.url).searchParams
  const given = params.get('secret') ?? ''
  if (!secretsMatch(given, expected)) {
    return jsonError(401, 'The preview secret is missing or wrong.', 'UNAUTHORIZED')
  }
  const path = safeRelativePath(params.get('path'))
  if (path === null) {
    return jsonError(
      400,
      'path must be a path on this site, starting with a single "/".',
      'BAD_REQUEST',
    )
  }
  await options.enableDraftMode()
  return redirectTo(path)
}

export async function handlePreviewExit(
  request: Request,
  options: { disableDraftMode: () => void | Promise<void> },
): Promise<Response> {
  const requested = new URL(request.url).searchParams.get('path')
  const path = requested === null ? '/' : safeRelativePath(requested)
  if (path === null) {
    return jsonError(
      400,
      'path must be a path on this site, starting with a single "/".',
      'BAD_REQUEST',
    )
  }
  await options.disableDraftMode()
  return redirectTo(path)
}
