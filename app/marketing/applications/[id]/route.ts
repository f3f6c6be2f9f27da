import { getDatabase } from '@/server/db'
import { handleApplicationUpdate } from '@/server/marketing/desk-actions'
import { deskChecks } from '@/server/marketing/desk-checks'

export const dynamic = 'force-dynamic'

/** POST status and notes of one partner application. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { db } = await getDatabase()
  const { id } = await params
  return handleApplicationUpdate(request, id, { db, isSameOrigin: deskChecks.isSameOrigin })
}
