import { getDatabase } from '@/server/db'
import { handlePasswordChange } from '@/server/desk/account-handlers'

export const dynamic = 'force-dynamic'

/** POST current-password and password: a new password; other sessions end. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handlePasswordChange(request, db)
}
