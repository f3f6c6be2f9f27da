import { getDatabase } from '@/server/db'
import { handleSetPassword } from '@/server/desk/set-password'

export const dynamic = 'force-dynamic'

/** POST token and password: a one-time link sets its account's password. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleSetPassword(request, db)
}
