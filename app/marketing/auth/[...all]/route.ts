import { getDatabase } from '@/server/db'
import { handleMountedAuth } from '@/server/desk/auth-routes'

export const dynamic = 'force-dynamic'

/** better-auth's passkey routes only (server/desk/auth-routes.ts); everything else 404. */
export async function GET(request: Request) {
  const { db } = await getDatabase()
  return handleMountedAuth(request, db)
}

export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleMountedAuth(request, db)
}
