import { revalidateTag } from 'next/cache'
import { getDatabase } from '@/server/db'
import { CATALOGUE_PAGES_TAG } from '@/server/catalogue-freshness/page-tags'
import { handleContentLifecycle } from '@/server/content/content-lifecycle-requests'

export const dynamic = 'force-dynamic'

/** The content editor's Publish, Take down, Revert, Schedule and Cancel (server/content). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; id: string }> },
) {
  const { db } = await getDatabase()
  const { kind, id } = await params
  return handleContentLifecycle(request, kind, id, {
    db,
    // Texts, FAQs and testimonials show on many pages: this instance re-renders them from the
    // next request; others follow the catalogue version the write bumped (server/catalogue-freshness).
    refreshPages: () => revalidateTag(CATALOGUE_PAGES_TAG, { expire: 0 }),
  })
}
