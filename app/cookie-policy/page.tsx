import type { Metadata } from 'next'
import { Container } from '@/components/layout/container'
import { PageFrame } from '@/components/layout/page-frame'
import { BRAND } from '@/lib/brand'
import { COOKIE_NOTICE_COOKIE } from '@/lib/landing/cookie-notice'
import { UTM_COOKIE } from '@/lib/landing/query-flags'
import { ObjectionForm } from '@/components/privacy/objection-form'
import { CALLSIGN_STORAGE_KEY } from '@/lib/analytics/events'
import { EXPERIMENTS_COOKIE } from '@/lib/experiments/sticky-cookie'
import { OBJECTION_COOKIE } from '@/lib/privacy/objection'

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
            <strong>{EXPERIMENTS_COOKIE}</strong>: which version of a page you are shown while we
            compare two versions of it (an experiment), so you keep seeing the same one, for 90
            days. It holds your random visitor id and the versions, nothing else.
          </li>
          <li>
            <strong>{CALLSIGN_STORAGE_KEY}</strong> (stored in your browser, not a cookie): a random
            visitor id, so we can count visits and experiments without knowing who you are.
          </li>
          <li>
            <strong>{OBJECTION_COOKIE}</strong>: remembers that you objected to analytics and
            experiments, for one year.
          </li>
          <li>
            <strong>Preview</strong>: set only for our own staff when they preview unpublished
            offers.
          </li>
        </ul>
        <h2 id="analytics">Analytics and experiments</h2>
        <p>
          We record which pages are viewed and which buttons are pressed on our own servers, and we
          sometimes show visitors one of two versions of a page (for example a different button
          text) to learn which works better. Both are only for statistics about how the site is
          used, so that we can improve it; nothing is sent to third parties or used for advertising,
          and none of it needs your name or email address.
        </p>
        <p>
          You can object at any time. From then on this browser sends us no analytics, stores no
          experiment version and always sees our standard pages. The buttons below work without
          JavaScript.
        </p>
        <ObjectionForm />
      </Container>
    </PageFrame>
  )
}
