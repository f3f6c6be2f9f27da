import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { TermsDocument } from '@/components/content/terms-document'
import { Container } from '@/components/layout/container'
import { PageFrame } from '@/components/layout/page-frame'
import { BRAND } from '@/lib/brand'
import { TERMS_PATH } from '@/lib/terms'
import { loadTerms } from '@/graphql/client/load-terms'

export const metadata: Metadata = {
  title: `Terms & Conditions | ${BRAND}`,
  description: `The terms of a ${BRAND} membership: plans, payment, bookings and cancelling.`,
  alternates: { canonical: TERMS_PATH },
}

/** The customer Terms & Conditions, a CMS Document (spec §1, §6). */
export default async function TermsPage() {
  await connection()
  const content = await loadTerms('customer')
  if (!content) notFound()
  return (
    <PageFrame>
      <Container>
        <TermsDocument title="Terms & Conditions" {...content} />
      </Container>
    </PageFrame>
  )
}
