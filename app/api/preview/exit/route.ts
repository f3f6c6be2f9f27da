import { draftMode } from 'next/headers'
import { handlePreviewExit } from '@/lib/preview/preview'
import { limitRate } from '@/server/security/rate-limit'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit[?path=/…]: draft mode off, then to the path or '/'. */
export async function GET(request: Request) {
  const limited = await limitRate(request, 'preview')
  if (limited) return limited
  return handlePreviewExit(request, {
    disableDraftMode: async () => (await draftMode()).disable(),
  })
}
