import { getDatabase } from '@/server/db'
import { handleApplicationUpdate } from '@/server/marketing/desk-actions'

export const dynamic = 'force-dynamic'

/** POST status and notes of one partner application (publishers and admins). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { db } = await getDatabase()
  const { id } = await params
  return handleApplicationUpdate(request, id, db)
}
