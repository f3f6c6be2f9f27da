import { revalidateTag } from 'next/cache'
import { getDatabase } from '@/server/db'
import { landingPageTag } from '@/server/catalogue-freshness/page-tags'
import { handlePageLifecycle } from '@/server/offers/page-lifecycle-requests'

export const dynamic = 'force-dynamic'

/** The editor's Publish, Unpublish, Revert, Schedule and Duplicate (server/offers). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { db } = await getDatabase()
  const { id } = await params
  return handlePageLifecycle(request, id, {
    db,
    // This instance serves the new page from the next request; others follow the catalogue
    // version the database bumps (server/catalogue-freshness).
    revalidatePaths: (paths) => {
      for (const path of paths)
        revalidateTag(landingPageTag(path.split('?')[0] ?? path), { expire: 0 })
    },
  })
}
