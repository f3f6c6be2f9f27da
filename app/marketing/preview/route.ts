import { draftMode } from 'next/headers'
import { getDatabase } from '@/server/db'
import { handlePreviewEnter } from '@/server/marketing/desk-actions'

export const dynamic = 'force-dynamic'

/** POST path=/offers/…: draft mode on, bound to this desk session (editors and up), then to the page. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handlePreviewEnter(request, {
    db,
    enableDraftMode: async () => (await draftMode()).enable(),
  })
}
