import { getDatabase } from '@/server/db'
import { handleSignIn, handleSignInPage } from '@/server/desk/sign-in'

export const dynamic = 'force-dynamic'

/** The desk's sign-in form, email and password (server/desk/sign-in.ts). */
export async function GET(request: Request) {
  const { db } = await getDatabase()
  return handleSignInPage(request, db)
}

export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleSignIn(request, db)
}
