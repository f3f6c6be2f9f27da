import { revalidateTag } from 'next/cache'
import { getDatabase } from '@/server/db'
import { landingPageTag } from '@/server/catalogue-freshness/page-tags'
import { handlePublishWinner } from '@/server/experiments/page-variant-requests'

export const dynamic = 'force-dynamic'

/** POST a page experiment's variant as the live page (server/experiments/page-variant-requests.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params
  const { db } = await getDatabase()
  return handlePublishWinner(request, key, {
    db,
    // As the editor's Publish: this instance at once, others by the catalogue version.
    revalidatePaths: (paths) => {
      for (const path of paths)
        revalidateTag(landingPageTag(path.split('?')[0] ?? path), { expire: 0 })
    },
  })
}
