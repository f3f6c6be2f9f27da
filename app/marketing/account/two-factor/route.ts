import { getDatabase } from '@/server/db'
import { handleTwoFactor } from '@/server/desk/account-handlers'

export const dynamic = 'force-dynamic'

/** POST intent=start|verify|disable: the authenticator app, set up or turned off. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleTwoFactor(request, db)
}
