import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import Link from 'next/link'
import { Container } from '@/components/layout/container'
import { PageFrame } from '@/components/layout/page-frame'
import { ObjectionForm } from '@/components/privacy/objection-form'
import { BRAND } from '@/lib/brand'
import { OBJECTION_COOKIE, OBJECTION_VALUE } from '@/lib/privacy/objection'

export const metadata: Metadata = {
  title: `Your choice is saved | ${BRAND}`,
  robots: { index: false, follow: false },
}

/** Where the objection form lands: says what is now in force, read from the cookie itself. */
export default async function ObjectionSavedPage() {
  const objected = (await cookies()).get(OBJECTION_COOKIE)?.value === OBJECTION_VALUE
  return (
    <PageFrame>
      <Container>
        <h1>Your choice is saved</h1>
        {objected ? (
          <p role="status">
            You have objected to analytics and experiments. From now on this browser sends us no
            analytics, stores no experiment assignment and always sees our standard pages. We
            remember this choice for a year in one cookie ({OBJECTION_COOKIE}).
          </p>
        ) : (
          <p role="status">
            Analytics and experiments are allowed. You can object again at any time.
          </p>
        )}
        <ObjectionForm objected={objected} />
        <p>
          <Link href="/cookie-policy">Back to the cookie policy</Link>
        </p>
      </Container>
    </PageFrame>
  )
}
