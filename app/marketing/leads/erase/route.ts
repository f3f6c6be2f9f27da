import { getDatabase } from '@/server/db'
import { handleLeadErasure } from '@/server/marketing/desk-actions'

export const dynamic = 'force-dynamic'

/** POST email and confirm=yes: the address is erased everywhere we keep it (publishers and admins). */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleLeadErasure(request, db)
}
