import type { NextRequest } from 'next/server'
import { createMoveYoga } from '@/graphql/yoga'
import { getDatabase } from '@/server/db'
import { isDeskPreview } from '@/server/desk/draft-mode'

// Every request reads the live database.
export const dynamic = 'force-dynamic'

const yoga = createMoveYoga({
  db: async () => (await getDatabase()).db,
  // Drafts only in a desk preview, as on server-rendered pages.
  isPreview: isDeskPreview,
})

// Wrapped rather than re-exported: Next's route type check rejects yoga's handler signature.
export async function GET(request: NextRequest) {
  return yoga.handleRequest(request, {})
}

export async function POST(request: NextRequest) {
  return yoga.handleRequest(request, {})
}

export async function OPTIONS(request: NextRequest) {
  return yoga.handleRequest(request, {})
}
