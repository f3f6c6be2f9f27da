/**
 * The GraphQL shapes of the three landing pages (ProductPage, PartnerPage, VenuePage), built
 * from the catalogue's records.
 */
import { STREAMING_CITY } from '@/lib/activity-types'
import { activityTypeOptions } from '@/lib/discovery/activity-selector'
import { entryContextWithFlags, type CampaignFlags } from '@/lib/landing/entry-context'
import { sanitizeHtml, sanitizeOptionalHtml } from '@/lib/sanitize-html'
import type { CatalogueStats, LandingConfigRecord } from '@/server/catalogue'
import { optionalProductTypeFromDb, pageVariantFromDb, productTypeFromDb } from '../enums'
import type { LatLng, PageVariant, PartnerPage, ProductPage } from '../generated/resolvers-types'
import type { VenueDetailsParent, VenuePageParent } from '../mappers'

type Flags = CampaignFlags
type ProductRecord = Extract<LandingConfigRecord, { kind: 'product' }>
type PartnerRecord = Extract<LandingConfigRecord, { kind: 'partner' }>
type VenueRecord = Extract<LandingConfigRecord, { kind: 'venue' }>

const DEFAULT_VARIANT: Record<LandingConfigRecord['kind'], PageVariant> = {
  product: 'DISCOVERY',
  partner: 'PARTNER',
  venue: 'VENUE',
}

function cityFields(stats: CatalogueStats, code: string | null) {
  const city = code === null ? undefined : stats.cityByCode.get(code)
  const mapCenter: LatLng | null = city ? { lat: city.lat, lng: city.lng } : null
  return { city: code, cityName: city?.name ?? null, mapCenter }
}

function productPage(stats: CatalogueStats, record: ProductRecord, flags: Flags): ProductPage {
  const { row, city, partnerOffer: partner, offerPackage } = record
  // A streaming offer (activityKind 'streaming') lists the live streams, whatever its city.
  const typesCity = row.activityKind === 'streaming' ? STREAMING_CITY : city
  const types = typesCity === null ? stats.nationalTypes : (stats.typesByCity.get(typesCity) ?? [])
  return {
    __typename: 'ProductPage',
    id: row.id,
    urlSlug: row.urlSlug,
    isDraft: row.isDraft,
    ...cityFields(stats, city),
    activityKind: row.activityKind,
    // The selector's options, as it shows them: the city's types, narrowed to the page's own
    // list when it has one.
    activityTypeOptions: activityTypeOptions(
      row.activityTypes ? types.filter((type) => row.activityTypes?.includes(type)) : types,
    ),
    marketingPartner: partner
      ? {
          id: partner.partner.id,
          name: partner.partner.name,
          packageId: offerPackage?.id ?? partner.partner.packageId,
          // The page's own setting wins over the partner's.
          displayPartnerLogo: row.displayPartnerLogo ?? partner.partner.displayPartnerLogo,
          logoUrl: partner.partner.logoUrl,
        }
      : null,
    defaultProductType: optionalProductTypeFromDb(row.defaultProductType),
    ctaButtonText: row.ctaButtonText,
    ctaText: row.ctaText,
    ctaConfig: {
      ...row.ctaConfig,
      citySelect: row.ctaConfig.citySelect && !(flags.isTargetedCity && city !== null),
    },
    layoutConfig: row.layoutConfig,
    hideCopyPrices: row.hideCopyPrices,
    packageHTMLTagline: sanitizeOptionalHtml(row.packageHtmlTagline),
    shortPackageHTMLTagline: sanitizeOptionalHtml(row.shortPackageHtmlTagline),
    packageTagline: row.packageTagline,
    signUpUrl: row.signUpUrl,
    signInUrl: row.signInUrl,
    signInUrlForPurchase: row.signInUrlForPurchase,
    continueUrl: row.continueUrl,
    trustWidgetIds: row.trustWidgetIds,
    entryContext: entryContextWithFlags(row.entryContext, flags),
    pageTitle: row.pageTitle,
    pageDescription: row.pageDescription,
    marketingPartnerPackage: offerPackage
      ? {
          id: offerPackage.id,
          productId: offerPackage.productId,
          passportId: offerPackage.passportId,
          productType: productTypeFromDb(offerPackage.productType),
        }
      : null,
    imageUrl: row.imageUrl,
    mobileImageUrl: row.mobileImageUrl,
    logoUrl: row.logoUrl,
    hideMoveLogo: row.hideMoveLogo,
    includeDraftOffers: row.includeDraftOffers,
    signInToPurchase: row.signInToPurchase,
    enable3DSecure: row.enable3DSecure,
  }
}

function partnerPage(stats: CatalogueStats, record: PartnerRecord, flags: Flags): PartnerPage {
  const { row, city } = record
  return {
    __typename: 'PartnerPage',
    id: row.id,
    urlSlug: row.urlSlug,
    ...cityFields(stats, city),
    ctaButtonText: row.ctaButtonText,
    ctaText: row.ctaText,
    signInUrl: row.signInUrl,
    signUpUrl: row.signUpUrl,
    entryContext: entryContextWithFlags(row.entryContext, flags),
    continueUrl: row.continueUrl,
    pageTitle: row.pageTitle,
    pageDescription: row.pageDescription,
  }
}

function venuePage(stats: CatalogueStats, record: VenueRecord, flags: Flags): VenuePageParent {
  const { row, venue, city } = record
  const details: VenueDetailsParent = {
    id: venue.id,
    cityCode: venue.cityCode,
    name: venue.name,
    description: sanitizeHtml(venue.description),
    amenities: venue.amenities,
    address: venue.address,
    location: venue.lat === null || venue.lng === null ? null : { lat: venue.lat, lng: venue.lng },
    phone: venue.phone,
    email: venue.email,
    website: venue.website,
    rating: venue.rating,
    logoUrl: venue.logoUrl,
    imageUrls: venue.imageUrls,
    thumbnailUrl: venue.thumbnailUrl,
  }
  return {
    __typename: 'VenuePage',
    id: row.id,
    urlSlug: row.urlSlug,
    ...cityFields(stats, city),
    ctaButtonText: row.ctaButtonText,
    ctaText: row.ctaText,
    signInUrl: row.signInUrl,
    signUpUrl: row.signUpUrl,
    signInUrlForPurchase: row.signInUrlForPurchase,
    entryContext: entryContextWithFlags(row.entryContext, flags),
    continueUrl: row.continueUrl,
    pageTitle: row.pageTitle,
    pageDescription: row.pageDescription,
    defaultProductType: optionalProductTypeFromDb(row.defaultProductType),
    signInToPurchase: row.signInToPurchase,
    moversGoingToThisVenue: venue.moversGoingToThisVenue,
    venue: details,
  }
}

/** The config answer for a catalogue record: the page's variant and its GraphQL shape. */
export function landingConfigOf(
  stats: CatalogueStats,
  record: LandingConfigRecord,
  flags: Flags,
): { variant: PageVariant; page: ProductPage | PartnerPage | VenuePageParent } {
  const variant = record.row.pageVariant
    ? pageVariantFromDb(record.row.pageVariant)
    : DEFAULT_VARIANT[record.kind]
  switch (record.kind) {
    case 'product':
      return { variant, page: productPage(stats, record, flags) }
    case 'partner':
      return { variant, page: partnerPage(stats, record, flags) }
    case 'venue':
      return { variant, page: venuePage(stats, record, flags) }
  }
}
