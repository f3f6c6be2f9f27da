import type { Metadata } from 'next'
import { connection } from 'next/server'
import { Container } from '@/components/layout/container'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { CtaLink } from '@/components/landing/cta-link'
import { PartnerSignupIntro } from '@/components/partners/partner-signup-intro'
import { BRAND } from '@/lib/brand'
import { getClient } from '@/lib/apollo/server-client'
import { GetConfigDocument } from '@/lib/gql/graphql'
import { ctaButtonLink } from '@/lib/landing/cta-link'

/** The generic partner page's config supplies the sign-up and sign-in links. */
const PARTNER_PAGE_SLUG = 'become-a-partner'

export const metadata: Metadata = {
  title: `Become a Partner | ${BRAND}`,
  description: `List your gym, pool, studio or class on ${BRAND} and welcome new customers.`,
  alternates: { canonical: '/partner-self-signup' },
}

/** Spec §2: the partner self-signup path (/partner-self-signup). */
export default async function PartnerSelfSignupPage() {
  await connection()
  const { data } = await getClient().query({
    query: GetConfigDocument,
    variables: { variant: 'PARTNER', urlSlug: PARTNER_PAGE_SLUG },
  })
  const page = data?.config.page
  const partner = page?.__typename === 'PartnerPage' ? page : null
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Container>
          <PartnerSignupIntro signInUrl={partner?.signInUrl}>
            {partner ? (
              <CtaLink href={ctaButtonLink({ landingVariant: 'partner', page: partner })}>
                {partner.ctaButtonText}
              </CtaLink>
            ) : null}
          </PartnerSignupIntro>
        </Container>
      </main>
      <SiteFooter year={new Date().getFullYear()} isPartnerPage />
    </>
  )
}
