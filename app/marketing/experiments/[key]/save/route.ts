import { getDatabase } from '@/server/db'
import { handleExperimentSave } from '@/server/experiments/desk-save'

export const dynamic = 'force-dynamic'

/** POST the experiment form (server/experiments/desk-save.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params
  const { db } = await getDatabase()
  return handleExperimentSave(request, key, db)
}
