import { draftMode } from 'next/headers'
import { handlePreviewExit } from '@/server/marketing/desk-actions'
import { deskChecks } from '@/server/marketing/desk-checks'

export const dynamic = 'force-dynamic'

/** POST: draft mode off, back to the offers. */
export async function POST(request: Request) {
  return handlePreviewExit(request, {
    isSameOrigin: deskChecks.isSameOrigin,
    disableDraftMode: async () => (await draftMode()).disable(),
  })
}
