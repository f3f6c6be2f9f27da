import { draftMode } from 'next/headers'
import { getDatabase } from '@/lib/db'
import { htmlMessage } from '@/lib/http/responses'
import { handleStoreCookies } from '@/lib/landing/store-cookies'

export const dynamic = 'force-dynamic'

/** GET /store-cookies: records an email lead, then 303 to the CTA link (lib/landing/store-cookies). */
export async function GET(request: Request) {
  try {
    const { db } = await getDatabase()
    return await handleStoreCookies(request, { db, preview: (await draftMode()).isEnabled })
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
