/**
 * Landing page configurations (spec §3): a product page per city, the national page, partner
 * offers, the streaming offer, partner pages and a page per venue. Account links point at
 * placeholder hosts: a real deployment configures its own.
 */
import { BRAND, PRODUCT_NAMES } from '@/lib/brand'
import type { CtaConfig, LayoutConfig, TrustWidgetIds } from '../../schema'
import { CITIES, type CityDefinition } from './seed-cities'
import { headerImageUrl, partnerLogoUrl } from '@/lib/images/generated-images'
import { MARKETING_PARTNERS } from './marketing-partners'
import type { LandingPageRow, VenueRow } from './types'

export const ACCOUNT_HOST = 'https://account.example.com'
export const SIGN_UP_URL = `${ACCOUNT_HOST}/signup`
export const SIGN_IN_URL = `${ACCOUNT_HOST}/signin`
export const SIGN_IN_FOR_PURCHASE_URL = `${ACCOUNT_HOST}/signin?intent=purchase`
export const CONTINUE_URL = `${ACCOUNT_HOST}/continue`
/** Spec §6: partners sign themselves up on our own route. */
export const PARTNER_SIGN_UP_URL = '/partner-self-signup'
export const PARTNER_SIGN_IN_URL = 'https://partners.example.com/signin'

/**
 * Our listing on each review platform (spec §3 trust-widget ids): Trustpilot's profile (by
 * domain), Google's place id and Facebook's page name. Placeholders: a deployment sets its own.
 * A page without one of them does not show that platform's badge.
 */
export const TRUST_WIDGET_IDS: TrustWidgetIds = {
  trustpilot: `${BRAND.toLowerCase()}.example.com`,
  google: 'ChIJExamplePlaceId000000',
  facebook: `${BRAND.toLowerCase()}.example`,
}

/** The offer whose selector offers only these types (its config's activityTypeOptions). */
export const NARROW_TYPES_OFFER_SLUG = 'kestrel-rewards-offer'
export const NARROW_TYPES = ['yoga', 'fitness-class', 'swimming']

/** Notable pages other code and tests refer to. */
export const NATIONAL_PAGE_SLUG = 'national'
export const STREAMING_OFFER_SLUG = `${BRAND.toLowerCase()}_at_home_live`
export const DRAFT_OFFER_SLUG = 'kestrel-rewards-preview'
export const BECOME_A_PARTNER_SLUG = 'become-a-partner'
export const ALTERNATE_VARIANT_REF = 'spring'
/** The city page that also has the ALTERNATE_VARIANT_REF variant. */
export const ALTERNATE_VARIANT_CITY = 'london'
export const WELCOME_OFFER_SLUG = 'northwind-health-welcome'
export const VOUCHER_OFFER_SLUG = 'larkspur-benefits-voucher'
/** This offer's packageHtmlTagline carries a <script>: the API must sanitise it. */
export const HOSTILE_TAGLINE_SLUG = 'fernhill-workplace-offer'
export const HOSTILE_TAGLINE_SCRIPT = '<script>alert("tagline")</script>'

export function partnerPageSlug(cityCode: string): string {
  return `${BECOME_A_PARTNER_SLUG}-${cityCode}`
}

/** Partner pages exist for the spec's cities plus the national one. */
const PARTNER_PAGE_CITIES = [
  'london',
  'manchester',
  'brighton',
  'bath',
  'plymouth',
  'doncaster',
  'huddersfield',
  'sheffield',
]

const BUTTON_TEXTS = ['Try for £1', 'Join Now', 'Start free trial', 'Get started'] as const
const SIGN_UP_IMAGE_TYPES: CtaConfig['signUpImageType'][] = [null, 'try', 'buy', 'join']

type Defaults = Omit<
  LandingPageRow,
  | 'id'
  | 'landingVariant'
  | 'urlSlug'
  | 'pageTitle'
  | 'pageDescription'
  | 'ctaButtonText'
  | 'ctaText'
  | 'entryContext'
>

const CTA_DEFAULT: CtaConfig = {
  citySelect: false,
  voucherInput: false,
  howItWorksModals: false,
  signUpImageType: null,
}

const LAYOUT_DEFAULT: LayoutConfig = {
  mapFirst: false,
  howItWorksVariant: null,
  furtherInfo: false,
  hideVideo: false,
  faqsVariant: null,
  learnMoreVariant: null,
}

function defaults(cityCode: string | null): Defaults {
  return {
    pageVariant: null,
    variantRef: '',
    cityCode,
    marketingPartnerId: null,
    venueId: null,
    isDraft: false,
    activityKind: null,
    activityTypes: null,
    defaultProductType: null,
    ctaConfig: CTA_DEFAULT,
    layoutConfig: LAYOUT_DEFAULT,
    hideCopyPrices: false,
    packageHtmlTagline: null,
    shortPackageHtmlTagline: null,
    packageTagline: null,
    signUpUrl: SIGN_UP_URL,
    signInUrl: SIGN_IN_URL,
    signInUrlForPurchase: SIGN_IN_FOR_PURCHASE_URL,
    continueUrl: CONTINUE_URL,
    trustWidgetIds: TRUST_WIDGET_IDS,
    // Null: the city's own header image (spec §2); a page sets these to replace it.
    imageUrl: null,
    mobileImageUrl: null,
    logoUrl: null,
    hideMoveLogo: false,
    includeDraftOffers: false,
    signInToPurchase: false,
    enable3DSecure: true,
  }
}

/** Spec §2: 'N+ Venues', N rounded to the nearest 10 (never below 10). */
export function roundedVenueCount(count: number): number {
  return Math.max(10, Math.round(count / 10) * 10)
}

function taglines(venueCount: number, where: string, hidePrices: boolean) {
  const n = roundedVenueCount(venueCount)
  return hidePrices
    ? {
        packageHtmlTagline: `<strong>${n}+ venues</strong> in ${where}, one membership.`,
        shortPackageHtmlTagline: `<strong>${n}+</strong> venues`,
        packageTagline: `${n}+ venues in ${where}, one membership`,
      }
    : {
        packageHtmlTagline: `<strong>Try ${n}+ venues</strong> in ${where} for just £1 in your first week.`,
        shortPackageHtmlTagline: `From <strong>£1</strong> a week`,
        packageTagline: `Try ${n}+ venues in ${where} for £1`,
      }
}

/** Cities whose pages hide price copy (a market where prices are still being agreed). */
const PRICE_HIDDEN_CITIES = new Set(['oxford'])

function cityPage(
  city: CityDefinition,
  index: number,
  venueCount: number,
): Omit<LandingPageRow, 'id'> {
  const hideCopyPrices = PRICE_HIDDEN_CITIES.has(city.code)
  return {
    ...defaults(city.code),
    landingVariant: 'product',
    pageVariant: 'Discovery',
    urlSlug: city.code,
    pageTitle: `Gyms, Classes & Pools in ${city.name} | ${BRAND}`,
    pageDescription: `One ${BRAND} membership, ${roundedVenueCount(venueCount)}+ gyms, studios and pools across ${city.name}.${hideCopyPrices ? '' : ' Try your first week for £1.'}`,
    defaultProductType: (['FullMembership', 'MoveFive', null] as const)[index % 3] ?? null,
    ctaButtonText: hideCopyPrices
      ? 'Join Now'
      : (BUTTON_TEXTS[index % BUTTON_TEXTS.length] ?? 'Join Now'),
    ctaText: `Gyms, pools, yoga and more: one membership for ${city.name}`,
    ctaConfig: {
      ...CTA_DEFAULT,
      howItWorksModals: index % 2 === 0,
      signUpImageType: SIGN_UP_IMAGE_TYPES[index % SIGN_UP_IMAGE_TYPES.length] ?? null,
    },
    layoutConfig: {
      ...LAYOUT_DEFAULT,
      mapFirst: index % 3 === 1,
      howItWorksVariant: index % 4 === 3 ? 'compact' : null,
      furtherInfo: index % 2 === 0,
      hideVideo: index % 5 === 2,
    },
    hideCopyPrices,
    ...taglines(venueCount, city.name, hideCopyPrices),
    entryContext: 'city_landing',
  }
}

export interface VenuePageInput {
  venue: VenueRow
  areaName: string
  cityName: string | null
}

/**
 * Every landing page. Pages that do not depend on the catalogue's size come first, so their ids
 * are the same for any activity count; venue pages follow.
 */
export function buildLandingPages(
  venueCountByCity: ReadonlyMap<string, number>,
  venuePages: readonly VenuePageInput[],
): LandingPageRow[] {
  const pages: Omit<LandingPageRow, 'id'>[] = []
  const count = (code: string) => venueCountByCity.get(code) ?? 0
  const totalVenues = [...venueCountByCity.values()].reduce((a, b) => a + b, 0)

  CITIES.forEach((city, index) => pages.push(cityPage(city, index, count(city.code))))

  const london = CITIES.find((city) => city.code === ALTERNATE_VARIANT_CITY)
  if (london) {
    const base = cityPage(london, 0, count(london.code))
    pages.push({
      ...base,
      variantRef: ALTERNATE_VARIANT_REF,
      ctaText: `Spring into something new: ${roundedVenueCount(count(london.code))}+ venues across London`,
      ctaButtonText: 'Try spring for £1',
      layoutConfig: { ...base.layoutConfig, mapFirst: true, learnMoreVariant: 'spring' },
      ctaConfig: { ...base.ctaConfig, signUpImageType: 'try' },
    })
  }

  pages.push({
    ...defaults(null),
    landingVariant: 'product',
    pageVariant: 'Discovery',
    urlSlug: NATIONAL_PAGE_SLUG,
    pageTitle: `Gyms, Classes & Pools Across the UK | ${BRAND}`,
    pageDescription: `One ${BRAND} membership for ${roundedVenueCount(totalVenues)}+ gyms, studios and pools in ${CITIES.length} UK cities. Try your first week for £1.`,
    ctaButtonText: 'Try for £1',
    ctaText: 'Pick your city and see everything one membership unlocks',
    ctaConfig: { ...CTA_DEFAULT, citySelect: true, howItWorksModals: true },
    layoutConfig: { ...LAYOUT_DEFAULT, furtherInfo: true },
    ...taglines(totalVenues, 'the UK', false),
    entryContext: 'national_landing',
  })

  for (const partner of MARKETING_PARTNERS) {
    const { offer } = partner
    const base = defaults(offer.cityCode)
    const where = CITIES.find((city) => city.code === offer.cityCode)?.name ?? offer.cityCode
    const n = roundedVenueCount(count(offer.cityCode))
    const page: Omit<LandingPageRow, 'id'> = {
      ...base,
      landingVariant: 'product',
      pageVariant: offer.pageVariant,
      urlSlug: offer.urlSlug,
      marketingPartnerId: partner.id,
      logoUrl: partnerLogoUrl(partner.slug),
      pageTitle: `${partner.name} × ${BRAND}: ${n}+ Venues in ${where} | ${BRAND}`,
      pageDescription: `${partner.name} members get an exclusive ${BRAND} offer in ${where}.`,
      ctaButtonText: 'Try for £1',
      ctaText: `An exclusive offer for ${partner.name} members`,
      ...taglines(count(offer.cityCode), where, false),
      entryContext: 'partner_offer',
    }
    if (offer.pageVariant === 'Welcome') {
      Object.assign(page, {
        defaultProductType: 'FullMembership',
        ctaButtonText: 'Start free trial',
        ctaText: `Welcome, ${partner.name} members: 20% off Full Membership`,
        ctaConfig: { ...CTA_DEFAULT, howItWorksModals: true, signUpImageType: 'join' },
        layoutConfig: { ...LAYOUT_DEFAULT, furtherInfo: true, faqsVariant: 'Welcome' },
        // The partner's campaign picture instead of the city's.
        imageUrl: headerImageUrl(null, '1280x640'),
        mobileImageUrl: headerImageUrl(null, '640x480'),
      } satisfies Partial<LandingPageRow>)
    } else if (offer.pageVariant === 'Voucher') {
      Object.assign(page, {
        ctaButtonText: 'Redeem voucher',
        ctaText: `Got a ${partner.name} voucher? Your first week is on us`,
        ctaConfig: { ...CTA_DEFAULT, voucherInput: true, signUpImageType: 'buy' },
        layoutConfig: { ...LAYOUT_DEFAULT, hideVideo: true, faqsVariant: 'Voucher' },
        hideMoveLogo: true,
        signInToPurchase: true,
        // No Google listing for this market yet: its badge stays off the page.
        trustWidgetIds: { ...TRUST_WIDGET_IDS, google: null },
      } satisfies Partial<LandingPageRow>)
    } else if (partner.slug === 'fernhill-workplace') {
      Object.assign(page, {
        defaultProductType: 'DiscoveryMembership',
        layoutConfig: { ...LAYOUT_DEFAULT, mapFirst: true },
        packageHtmlTagline: `<strong>Fernhill colleagues</strong> get their first week for £1.${HOSTILE_TAGLINE_SCRIPT}`,
        enable3DSecure: false,
      } satisfies Partial<LandingPageRow>)
    } else {
      Object.assign(page, {
        defaultProductType: 'MoveFive',
        ctaConfig: { ...CTA_DEFAULT, signUpImageType: 'try' },
        activityTypes: offer.urlSlug === NARROW_TYPES_OFFER_SLUG ? NARROW_TYPES : null,
      } satisfies Partial<LandingPageRow>)
    }
    pages.push(page)
  }

  const kestrel = MARKETING_PARTNERS.find((partner) => partner.slug === 'kestrel-rewards')
  pages.push({
    ...defaults('brighton'),
    landingVariant: 'product',
    pageVariant: 'Discovery',
    urlSlug: DRAFT_OFFER_SLUG,
    isDraft: true,
    includeDraftOffers: true,
    marketingPartnerId: kestrel?.id ?? null,
    logoUrl: kestrel ? partnerLogoUrl(kestrel.slug) : null,
    pageTitle: `Kestrel Rewards Summer Preview | ${BRAND}`,
    pageDescription: 'A draft offer, not yet live: visible only where drafts are included.',
    ctaButtonText: 'Try for £1',
    ctaText: 'Coming soon for Kestrel Rewards members',
    ...taglines(count('brighton'), 'Brighton', false),
    entryContext: 'partner_offer',
  })

  pages.push({
    ...defaults(null),
    landingVariant: 'product',
    pageVariant: 'Discovery',
    urlSlug: STREAMING_OFFER_SLUG,
    activityKind: 'streaming',
    pageTitle: `${PRODUCT_NAMES.streaming}: Live Classes from Your Living Room | ${BRAND}`,
    pageDescription: `Live-streamed yoga, HIIT, dance and martial arts with ${PRODUCT_NAMES.streaming}. Try your first week for £1.`,
    ctaButtonText: 'Try for £1',
    ctaText: 'Live classes from real studios, wherever you are',
    ctaConfig: { ...CTA_DEFAULT, howItWorksModals: true, signUpImageType: 'try' },
    layoutConfig: { ...LAYOUT_DEFAULT, hideVideo: true },
    packageHtmlTagline: '<strong>Live classes</strong> streamed to your home, first week £1.',
    shortPackageHtmlTagline: 'From <strong>£1</strong> a week',
    packageTagline: 'Live classes streamed to your home, first week £1',
    entryContext: 'streaming_offer',
  })

  const partnerPage = (cityCode: string | null, urlSlug: string, where: string) => ({
    ...defaults(cityCode),
    landingVariant: 'partner' as const,
    pageVariant: 'Partner' as const,
    urlSlug,
    pageTitle: `Become a ${BRAND} Partner${cityCode ? ` in ${where}` : ''} | ${BRAND}`,
    pageDescription: `Health or fitness provider${cityCode ? ` in ${where}` : ''}? Fill quiet classes with new customers: list your venue on ${BRAND} for free.`,
    ctaButtonText: 'Become a Partner',
    ctaText: 'Fill empty spots in your classes with new customers',
    signUpUrl: PARTNER_SIGN_UP_URL,
    signInUrl: PARTNER_SIGN_IN_URL,
    signInUrlForPurchase: PARTNER_SIGN_IN_URL,
    entryContext: 'partner_page',
  })
  pages.push(partnerPage(null, BECOME_A_PARTNER_SLUG, 'the UK'))
  for (const code of PARTNER_PAGE_CITIES) {
    const city = CITIES.find((candidate) => candidate.code === code)
    if (city) pages.push(partnerPage(city.code, partnerPageSlug(city.code), city.name))
  }

  for (const { venue, areaName, cityName } of venuePages) {
    const located = cityName !== null
    const where = located ? `${areaName}, ${cityName}` : areaName
    pages.push({
      ...defaults(located ? venue.cityCode : null),
      landingVariant: 'venue',
      pageVariant: 'Venue',
      urlSlug: venue.urlSlug,
      venueId: venue.id,
      pageTitle: `${venue.name}, ${where} | ${BRAND}`,
      pageDescription: `See the timetable and reviews for ${venue.name}, then visit with a ${BRAND} membership from £1.`,
      defaultProductType: venue.id % 5 === 0 ? 'FullMembership' : null,
      ctaButtonText: 'Try for £1',
      ctaText: located
        ? `Visit ${venue.name} and ${roundedVenueCount(count(venue.cityCode))}+ more venues in ${cityName}`
        : `Join ${venue.name} live from home`,
      signInToPurchase: venue.id % 7 === 0,
      entryContext: 'venue_page',
    })
  }

  return pages.map((page, index) => ({ id: index + 1, ...page }))
}
