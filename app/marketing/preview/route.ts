import { draftMode } from 'next/headers'
import { getDatabase } from '@/server/db'
import { handlePreviewEnter } from '@/server/marketing/desk-actions'
import { deskChecks } from '@/server/marketing/desk-checks'

export const dynamic = 'force-dynamic'

/** POST path=/offers/…: draft mode on for a signed-in staff member, then to the page. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handlePreviewEnter(request, {
    db,
    isSameOrigin: deskChecks.isSameOrigin,
    enableDraftMode: async () => (await draftMode()).enable(),
  })
}
