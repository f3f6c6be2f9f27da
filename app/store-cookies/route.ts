import { isDeskPreview } from '@/server/desk/draft-mode'
import { getDatabase } from '@/server/db'
import { htmlMessage } from '@/lib/http/responses'
import { handleStoreCookies } from '@/server/landing/store-cookies'
import { limitRate } from '@/server/security/rate-limit'
import { isSameSiteNavigation } from '@/server/security/request-origin'

export const dynamic = 'force-dynamic'

/** GET /store-cookies: records an email lead, then 303 to the CTA link (server/landing/store-cookies). */
export async function GET(request: Request) {
  const limited = await limitRate(request, 'lead', { format: 'html' })
  if (limited) return limited
  try {
    const { db } = await getDatabase()
    return await handleStoreCookies(request, {
      db,
      preview: await isDeskPreview(),
      sameSiteNavigation: isSameSiteNavigation(request),
    })
  } catch {
    // The database could not be opened (the handler itself answers its own failures).
    return htmlMessage(503, {
      title: 'Please try again',
      message: 'Sorry, we could not save your email address just now. Please try again.',
      linkHref: '/',
      linkText: 'Back to the home page',
    })
  }
}

/**
 * HEAD stores nothing. Without this export Next would answer HEAD with the GET handler (body
 * dropped), so a link checker or a crafted HEAD would store a lead.
 */
export function HEAD() {
  return new Response(null, {
    status: 405,
    headers: { Allow: 'GET', 'Cache-Control': 'no-store' },
  })
}
