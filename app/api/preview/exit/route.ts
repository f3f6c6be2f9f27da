import { draftMode } from 'next/headers'
import { handlePreviewExit } from '@/lib/preview/preview'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit[?path=/…]: draft mode off, then to the path or '/'. */
export async function GET(request: Request) {
  return handlePreviewExit(request, {
    disableDraftMode: async () => (await draftMode()).disable(),
  })
}
