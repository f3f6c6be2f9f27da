import { getDatabase } from '@/server/db'
import { handleLeadsCsv } from '@/server/marketing/desk-files'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const { db } = await getDatabase()
  return handleLeadsCsv(request, db)
}
