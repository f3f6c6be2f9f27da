import { draftMode } from 'next/headers'
import { handlePreview } from '@/lib/preview/preview'
import { limitRate } from '@/server/security/rate-limit'

export const dynamic = 'force-dynamic'

/** GET /api/preview?secret=…&path=/offers/slug: draft mode on, then to the path (lib/preview/preview). */
export async function GET(request: Request) {
  const limited = await limitRate(request, 'preview')
  if (limited) return limited
  return handlePreview(request, {
    enableDraftMode: async () => (await draftMode()).enable(),
  })
}
