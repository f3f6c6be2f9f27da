import { getDatabase } from '@/server/db'
import { handleSecondFactor, handleSecondFactorPage } from '@/server/desk/sign-in'

export const dynamic = 'force-dynamic'

/** Sign-in's second step: the authenticator app's code or a backup code. */
export async function GET(request: Request) {
  const { db } = await getDatabase()
  return handleSecondFactorPage(request, db)
}

export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleSecondFactor(request, db)
}
