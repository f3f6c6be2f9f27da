import { getDatabase } from '@/server/db'
import { deskChecks } from '@/server/marketing/desk-checks'
import { handleSignIn, handleSignInPage } from '@/server/marketing/sign-in'

export const dynamic = 'force-dynamic'

/** The desk's sign-in form (server/marketing/sign-in.ts). */
export async function GET(request: Request) {
  const { db } = await getDatabase()
  return handleSignInPage(request, db)
}

export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleSignIn(request, db, deskChecks)
}
