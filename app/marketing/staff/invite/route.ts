import { getDatabase } from '@/server/db'
import { handleInvite } from '@/server/desk/staff-handlers'

export const dynamic = 'force-dynamic'

/** POST email, name and role (admins): the account, and its one-time link shown once. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleInvite(request, db)
}
