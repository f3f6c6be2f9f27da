/**
 * Draft preview for marketing staff (Next draft mode).
 *
 * GET /api/preview?secret={PREVIEW_SECRET}&path=/offers/{slug} turns draft mode on and
 * redirects (307) to the path; GET /api/preview/exit[?path=/…] turns it off and redirects there
 * (default '/'). Pages detect it with `(await draftMode()).isEnabled`: the GraphQL context then
 * shows drafts (graphql/client/server-client) and pages should add `robots: { index: false }`.
 *
 * PREVIEW_SECRET: required in production (unset or blank: preview is disabled, 404). Outside
 * production it defaults to DEV_PREVIEW_SECRET. Compared in constant time. Wrong or missing
 * secret: 401. A path that is not a path on this site by the one redirect rule
 * (lib/http/safe-redirect.ts: checked after normalisation, so '/.//evil.example' is refused;
 * at most 2048 characters): 400. Both routes are rate-limited ('preview' budget).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { safeRedirectTarget } from '@/lib/http/safe-redirect'
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

/**
 * The path to send the visitor to, when `value` is a path on our site ('/…') that the one
 * redirect rule (lib/http/safe-redirect.ts) allows; else null. Only the path is kept, never a
 * host: '/.//evil.example', which normalises to '//evil.example', is refused.
 *
 * @example previewRedirectPath('/offers/x?ref=a', 'https://www.move.example') // '/offers/x?ref=a'
 * @example previewRedirectPath('/.//evil.example', 'https://www.move.example') // null
 */
export function previewRedirectPath(
  value: string | null | undefined,
  origin: string,
): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.length > MAX_PREVIEW_PATH_LENGTH
  ) {
    return null
  }
  const target = safeRedirectTarget(value, { origin })
  return target !== null && target.startsWith('/') ? target : null
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
  const url = new URL(request.url)
  const params = url.searchParams
  const given = params.get('secret') ?? ''
  if (!secretsMatch(given, expected)) {
    return jsonError(401, 'The preview secret is missing or wrong.', 'UNAUTHORIZED')
  }
  const path = previewRedirectPath(params.get('path'), url.origin)
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
  const url = new URL(request.url)
  const requested = url.searchParams.get('path')
  const path = requested === null ? '/' : previewRedirectPath(requested, url.origin)
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
