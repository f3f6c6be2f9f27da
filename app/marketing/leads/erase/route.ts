import { getDatabase } from '@/server/db'
import { handleLeadErasure } from '@/server/marketing/desk-actions'
import { deskChecks } from '@/server/marketing/desk-checks'

export const dynamic = 'force-dynamic'

/** POST email and confirm=yes: the address is erased everywhere we keep it. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleLeadErasure(request, { db, isSameOrigin: deskChecks.isSameOrigin })
}
