/**
 * @jest-environment node
 */
import { MockedProvider } from '@apollo/client/testing/react'
import { renderToString } from 'react-dom/server'
import { PurchaseBlock } from '@/components/pricing/purchase-block'
import { pricePlans } from '@/lib/pricing/price-plans'
import type { PurchaseConfig } from '@/lib/pricing/purchase-config'
import { seedListing } from '../../lib/pricing/fixtures'

const PURCHASE: PurchaseConfig = {
  landingVariant: 'product',
  variant: 'WELCOME',
  hideCopyPrices: false,
  city: 'london',
  signUpUrl: 'https://account.example.com/signup',
  signInUrlForPurchase: 'https://account.example.com/signin',
  continueUrl: 'https://account.example.com/continue',
  entryContext: 'city_landing',
  defaultProductType: 'FULL_MEMBERSHIP',
}

describe('PurchaseBlock on the server', () => {
  it('renders the plans, the pricing placeholder and the CTA without a browser', () => {
    const listing = seedListing('london')
    const html = renderToString(
      <MockedProvider mocks={[]}>
        <PurchaseBlock
          activityId="101"
          plans={pricePlans(listing)}
          plansState="ready"
          purchase={PURCHASE}
          listing={listing}
        />
      </MockedProvider>,
    )
    for (const text of [
      'Loading...',
      'Most popular plan',
      'Full Membership',
      '£19.99',
      'Start free trial',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="https://account.example.com/signup?context=city_landing')
  })
})
