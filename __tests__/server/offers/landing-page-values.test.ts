/**
 * @jest-environment node
 */
import { fieldsOf } from '@/lib/desk-editing/document-type'
import { OFFER_PAGE_TYPE, PARTNER_PAGE_TYPE } from '@/lib/offers/landing-page-types'
import {
  NEW_PAGE_CONFIG,
  patchFromValues,
  rowWithValues,
  valuesFromRow,
  type LandingPageRow,
} from '@/server/offers/landing-page-values'

const ROW: LandingPageRow = {
  id: 7,
  landingVariant: 'product',
  pageVariant: 'Welcome',
  urlSlug: 'northwind-health-welcome',
  variantRef: '',
  cityCode: 'manchester',
  marketingPartnerId: 1,
  venueId: null,
  isDraft: false,
  pageTitle: 'Northwind × Move',
  pageDescription: 'An exclusive offer.',
  activityKind: null,
  activityTypes: ['yoga', 'gym'],
  defaultProductType: 'FullMembership',
  ctaButtonText: 'Start free trial',
  ctaText: 'Welcome, Northwind members',
  ctaConfig: {
    citySelect: false,
    voucherInput: true,
    howItWorksModals: true,
    signUpImageType: 'join',
  },
  layoutConfig: {
    mapFirst: true,
    howItWorksVariant: 'compact',
    furtherInfo: true,
    hideVideo: false,
    faqsVariant: 'Welcome',
    learnMoreVariant: null,
  },
  hideCopyPrices: false,
  packageHtmlTagline: '<strong>20% off</strong>',
  shortPackageHtmlTagline: null,
  packageTagline: '20% off',
  signUpUrl: 'https://account.example.com/signup',
  signInUrl: 'https://account.example.com/signin',
  signInUrlForPurchase: 'https://account.example.com/signin?intent=purchase',
  continueUrl: 'https://account.example.com/continue',
  trustWidgetIds: { trustpilot: 'move.example.com', google: null, facebook: 'move.example' },
  entryContext: 'partner_offer',
  imageUrl: '/static/images/header/generic/1280x640.jpg',
  mobileImageUrl: null,
  logoUrl: '/static/images/generated/partner/northwind-health.svg',
  hideMoveLogo: false,
  includeDraftOffers: false,
  signInToPurchase: true,
  enable3DSecure: true,
  packageId: 5001,
  displayPartnerLogo: false,
  updatedAt: new Date('2026-11-27T10:00:00Z'),
}

describe('landing page values', () => {
  it('reads every declared field of an offer page from its columns and JSON keys', () => {
    const values = valuesFromRow(OFFER_PAGE_TYPE, ROW)
    expect(Object.keys(values)).toEqual(fieldsOf(OFFER_PAGE_TYPE).map((field) => field.name))
    expect(values).toMatchObject({
      marketingPartnerId: '1',
      packageId: '5001',
      displayPartnerLogo: 'hide',
      activityTypes: ['yoga', 'gym'],
      ctaVoucherInput: true,
      ctaSignUpImageType: 'join',
      layoutHowItWorksVariant: 'compact',
      trustpilotId: 'move.example.com',
      googlePlaceId: null,
    })
  })

  it('writes them back unchanged: a round trip is the identity', () => {
    for (const type of [OFFER_PAGE_TYPE, PARTNER_PAGE_TYPE]) {
      expect(rowWithValues(type, ROW, valuesFromRow(type, ROW))).toEqual(ROW)
    }
  })

  it('changes only what the values change, JSON columns key by key', () => {
    const values = {
      ...valuesFromRow(OFFER_PAGE_TYPE, ROW),
      ctaText: 'New',
      layoutMapFirst: false,
      activityTypes: [],
      displayPartnerLogo: null,
      packageId: null,
    }
    expect(rowWithValues(OFFER_PAGE_TYPE, ROW, values)).toEqual({
      ...ROW,
      ctaText: 'New',
      layoutConfig: { ...ROW.layoutConfig, mapFirst: false },
      activityTypes: null,
      displayPartnerLogo: null,
      packageId: null,
    })
  })

  it('a partner page leaves the offer-only columns to their defaults', () => {
    const patch = patchFromValues(
      PARTNER_PAGE_TYPE,
      valuesFromRow(PARTNER_PAGE_TYPE, ROW),
      NEW_PAGE_CONFIG,
    )
    expect(patch).not.toHaveProperty('packageId')
    expect(patch.ctaConfig).toEqual(NEW_PAGE_CONFIG.ctaConfig)
    expect(patch).toMatchObject({
      urlSlug: ROW.urlSlug,
      ctaText: ROW.ctaText,
      cityCode: 'manchester',
    })
  })
})
