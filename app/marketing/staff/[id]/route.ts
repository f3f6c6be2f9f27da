import { getDatabase } from '@/server/db'
import { handleStaffChange } from '@/server/desk/staff-handlers'

export const dynamic = 'force-dynamic'

/** POST intent=role|disable|enable|link for one account (admins). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { db } = await getDatabase()
  const { id } = await params
  return handleStaffChange(request, id, db)
}
