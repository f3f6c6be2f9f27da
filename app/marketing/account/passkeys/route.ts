import { getDatabase } from '@/server/db'
import { handlePasskeyRemove } from '@/server/desk/account-handlers'

export const dynamic = 'force-dynamic'

/** POST id: removes one of the member's passkeys. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handlePasskeyRemove(request, db)
}
