import type { Metadata } from 'next'
import { ErrorPanel } from '@/components/layout/error-panel'
import { PageFrame } from '@/components/layout/page-frame'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

export default function NotFound() {
  return (
    <PageFrame>
      <ErrorPanel
        title="We can't find that page"
        message="The page may have moved, or the link may be mistyped."
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- as the site header's: each page is its own cached document, and next/link would add ~3.5 KB gzip to this chunk
        action={<a href="/">Browse activities by city</a>}
      />
    </PageFrame>
  )
}
