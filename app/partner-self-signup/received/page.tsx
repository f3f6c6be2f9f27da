import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { PartnerApplicationReceived } from '@/components/partners/partner-application-received'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Container } from '@/components/layout/container'
import { BRAND } from '@/lib/brand'
import { PARTNER_SIGNUP_PATH } from '@/lib/links'
import { CONFIRMATION_COOKIE, decodeConfirmation } from '@/lib/partner-application/confirmation'

export const metadata: Metadata = {
  title: `Application received | ${BRAND}`,
  robots: { index: false, follow: false },
}

/**
 * After a saved application: its reference, from the cookie the action set (30 minutes). Without
 * one (expired, another browser) there is nothing to confirm: back to the form.
 */
export default async function PartnerApplicationReceivedPage() {
  const confirmation = decodeConfirmation((await cookies()).get(CONFIRMATION_COOKIE)?.value)
  if (!confirmation) redirect(PARTNER_SIGNUP_PATH)
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Container>
          <PartnerApplicationReceived confirmation={confirmation} />
        </Container>
      </main>
      <SiteFooter year={new Date().getFullYear()} isPartnerPage />
    </>
  )
}
