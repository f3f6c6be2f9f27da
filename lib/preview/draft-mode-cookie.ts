import { cookieValue } from '@/lib/http/cookie-value'

/** The cookie Next's draft mode sets (/api/preview) and `draftMode()` reads. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Whether a request is in Next's draft mode, decided as `draftMode().isEnabled` decides it in
 * production: its draft-mode cookie holds this build's preview id (`.next/prerender-manifest.json`).
 * For code that answers outside Next's request scope (the production server's GraphQL lane).
 */
export function isDraftModeRequest(
  cookieHeader: string | null | undefined,
  previewModeId: string | undefined,
): boolean {
  if (!previewModeId) return false
  return cookieValue(cookieHeader, DRAFT_MODE_COOKIE) === previewModeId
}
