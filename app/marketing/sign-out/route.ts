import { getDatabase } from '@/server/db'
import { deskChecks } from '@/server/marketing/desk-checks'
import { handleSignOut } from '@/server/marketing/sign-in'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleSignOut(request, db, deskChecks)
}
