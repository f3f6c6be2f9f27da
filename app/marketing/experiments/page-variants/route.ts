import { getDatabase } from '@/server/db'
import { handleUsePageVariant } from '@/server/experiments/page-variant-requests'

export const dynamic = 'force-dynamic'

/** POST a saved revision of an offer page as a page experiment's variant. */
export async function POST(request: Request) {
  const { db } = await getDatabase()
  return handleUsePageVariant(request, db)
}
