import { getDatabase } from '@/server/db'
import { handleSignOut } from '@/server/desk/sign-in'

export const dynamic = 'force-dynamic'

/** POST: the session ends, and draft preview with it. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleSignOut(request, db)
}
