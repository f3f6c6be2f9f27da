import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { TermsDocument } from '@/components/content/terms-document'
import { Container } from '@/components/layout/container'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { BRAND } from '@/lib/brand'
import { PARTNER_TERMS_PATH, PARTNER_TERMS_TITLE } from '@/lib/terms'
import { loadTerms } from '@/graphql/client/load-terms'

export const metadata: Metadata = {
  title: `${PARTNER_TERMS_TITLE} | ${BRAND}`,
  description: `The terms for venues and clubs that list their activities on ${BRAND}.`,
  alternates: { canonical: PARTNER_TERMS_PATH },
}

/** The Partner Terms, a CMS Document (spec §1, §6), with the partner pages' footer. */
export default async function PartnerTermsPage() {
  await connection()
  const content = await loadTerms('partner')
  if (!content) notFound()
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Container>
          <TermsDocument title={PARTNER_TERMS_TITLE} {...content} />
        </Container>
      </main>
      <SiteFooter year={new Date().getFullYear()} isPartnerPage />
    </>
  )
}
