import type { Metadata } from 'next'
import { connection } from 'next/server'
import { TermsDocument } from '@/components/content/terms-document'
import { Container } from '@/components/layout/container'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { PartnerApplicationForm } from '@/components/partners/partner-application-form'
import { PartnerSignupIntro } from '@/components/partners/partner-signup-intro'
import { BRAND } from '@/lib/brand'
import { getClient } from '@/graphql/client/server-client'
import { loadTerms } from '@/graphql/client/load-terms'
import { getDatabase } from '@/server/db'
import { GetConfigDocument } from '@/graphql/generated/client/graphql'
import { EMPTY_PARTNER_APPLICATION } from '@/lib/partner-application/form-state'
import { PARTNER_TERMS_TITLE } from '@/lib/terms'
import { cityChoices } from '@/server/partner-applications/city-choices'
import { sendPartnerApplication } from './actions'
import { newFormToken } from '@/server/partner-applications/submit-application'

/** The generic partner page's config supplies the sign-in link. */
const PARTNER_PAGE_SLUG = 'become-a-partner'

export const metadata: Metadata = {
  title: `Become a Partner | ${BRAND}`,
  description: `List your gym, pool, studio or class on ${BRAND} and welcome new customers.`,
  alternates: { canonical: '/partner-self-signup' },
}

/** Spec §2: the partner self-signup path (/partner-self-signup), with the application form. */
export default async function PartnerSelfSignupPage() {
  await connection()
  const [{ data }, cities, terms] = await Promise.all([
    getClient().query({
      query: GetConfigDocument,
      variables: { variant: 'PARTNER', urlSlug: PARTNER_PAGE_SLUG },
    }),
    getDatabase().then(({ db }) => cityChoices(db)),
    loadTerms('partner'),
  ])
  const page = data?.config.page
  const partner = page?.__typename === 'PartnerPage' ? page : null
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Container>
          <PartnerSignupIntro signInUrl={partner?.signInUrl}>
            <PartnerApplicationForm
              action={sendPartnerApplication}
              cities={cities}
              partnerTerms={
                terms ? <TermsDocument embedded title={PARTNER_TERMS_TITLE} {...terms} /> : null
              }
              initialState={{
                formToken: newFormToken(),
                values: EMPTY_PARTNER_APPLICATION,
                errors: {},
                formError: null,
              }}
            />
          </PartnerSignupIntro>
        </Container>
      </main>
      <SiteFooter year={new Date().getFullYear()} isPartnerPage />
    </>
  )
}
