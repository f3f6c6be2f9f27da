import type { Metadata } from 'next'
import { Container } from '@/components/layout/container'
import { PageFrame } from '@/components/layout/page-frame'
import { BRAND } from '@/lib/brand'
import { COOKIE_NOTICE_COOKIE } from '@/lib/landing/cookie-notice'
import { UTM_COOKIE } from '@/lib/landing/query-flags'

export const metadata: Metadata = {
  title: `Cookie Policy | ${BRAND}`,
  description: `The cookies ${BRAND} sets on this site and why.`,
  alternates: { canonical: '/cookie-policy' },
}

/**
 * The page the cookie notice links to: static (no data), so it also serves as the benchmark's
 * baseline for a page Next serves straight from its prerendered HTML.
 */
export default function CookiePolicyPage() {
  return (
    <PageFrame>
      <Container>
        <h1>Cookie Policy</h1>
        <p>
          {BRAND} sets only first-party cookies on this site. We use no advertising or third-party
          tracking cookies.
        </p>
        <h2>Cookies we set</h2>
        <ul>
          <li>
            <strong>{COOKIE_NOTICE_COOKIE}</strong>: remembers that you dismissed the cookie notice,
            for one year.
          </li>
          <li>
            <strong>{UTM_COOKIE}</strong>: remembers the campaign that brought you here when you
            leave your email address, for 30 days, so we can credit it.
          </li>
          <li>
            <strong>Preview</strong>: set only for our own staff when they preview unpublished
            offers.
          </li>
        </ul>
        <h2>Analytics</h2>
        <p>
          We record which pages are viewed and which buttons are pressed on our own servers, to
          improve the site. Nothing is sent to third parties.
        </p>
      </Container>
    </PageFrame>
  )
}
