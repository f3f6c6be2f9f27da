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
        // A plain link, as the site header's: each page is its own cached document.
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- see the comment above
        action={<a href="/">Browse activities by city</a>}
      />
    </PageFrame>
  )
}
