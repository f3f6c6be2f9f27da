import { draftMode } from 'next/headers'
import { getDatabase } from '@/server/db'
import { handlePreviewExit } from '@/server/marketing/desk-actions'

export const dynamic = 'force-dynamic'

/** POST: draft mode off, back to the offers. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handlePreviewExit(request, {
    db,
    disableDraftMode: async () => (await draftMode()).disable(),
  })
}
