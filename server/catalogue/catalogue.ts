/**
 * Every read of the catalogue, for one viewer (one request): resolvers, the sitemap, the
 * calendar files, /store-cookies and the health check all come through here, and the
 * visibility rules (visibility.ts) are applied here, never by the callers.
 */
import type { Database } from '@/server/db/client'
import { findActivity, findActivityPricing, knownPassportIds } from './activities'
import { findCalendarActivity, findTimeslot, firstStreamingOfferSlug } from './calendar-slots'
import { getCatalogueStats, type CatalogueStats, type CityInfo } from './catalogue-stats'
import { readCatalogueMeta } from './catalogue-meta'
import { findLandingConfig, type LandingConfigQuery } from './landing-config'
import { faqRows, packageListingRows, testimonialRows, textRows } from './content'
import {
  findLandingPage,
  findMarketingPartnerId,
  findPageBySlug,
  findPartnerOffer,
  findVenue,
  type LandingPageFilter,
  type LandingPageRow,
} from './landing-pages'
import { createLoaders, type Loaders } from './loaders'
import { publishedCatalogue } from './published-pages'
import { getSearchSnapshot, type SearchSnapshot } from './search-snapshot'
import { newestReviews, relatedVenues, venueActivities, venueCountsAround } from './venues'
import { PUBLIC_VIEWER, type Viewer } from './visibility'

type SnapshotListOptions = Omit<Parameters<SearchSnapshot['cityActivities']>[1], 'includeDrafts'>
type SnapshotSearchOptions = Omit<Parameters<SearchSnapshot['search']>[1], 'includeDrafts'>

export class Catalogue {
  /** Per-request batch loaders (venues, venue ratings, timeslots): no N+1. */
  readonly loaders: Loaders

  constructor(
    private readonly db: Database,
    readonly viewer: Viewer = PUBLIC_VIEWER,
  ) {
    this.loaders = createLoaders(db)
  }

  /** Cities, the types each offers and per-passport counts (published only), per version. */
  stats(): Promise<CatalogueStats> {
    return getCatalogueStats(this.db)
  }

  /** A city's activities from the in-memory snapshot, best rated first. */
  async cityActivities(city: string, options: SnapshotListOptions) {
    const snapshot = await getSearchSnapshot(this.db)
    return snapshot.cityActivities(city, { ...options, includeDrafts: this.viewer.preview })
  }

  /** The map's pins inside the bounds (or the live streams) from the in-memory snapshot. */
  async searchPins(
    bounds: Parameters<SearchSnapshot['search']>[0],
    options: SnapshotSearchOptions,
  ) {
    const snapshot = await getSearchSnapshot(this.db)
    return snapshot.search(bounds, { ...options, includeDrafts: this.viewer.preview })
  }

  activity(id: number) {
    return findActivity(this.db, this.viewer, id)
  }

  activityPricing(id: number) {
    return findActivityPricing(this.db, this.viewer, id)
  }

  knownPassportIds(ids: readonly number[]) {
    return knownPassportIds(this.db, ids)
  }

  landingPage(
    filter: LandingPageFilter,
    variantRef: string,
    rank?: (row: LandingPageRow) => number,
  ) {
    return findLandingPage(this.db, this.viewer, filter, variantRef, rank)
  }

  /** The landing page a config request gets, with its partner offer or venue (landing-config.ts). */
  landingConfig(query: LandingConfigQuery) {
    return findLandingConfig(this.db, this.viewer, query)
  }

  pageBySlug(urlSlug: string) {
    return findPageBySlug(this.db, this.viewer, urlSlug)
  }

  marketingPartnerId(slug: string) {
    return findMarketingPartnerId(this.db, slug)
  }

  partnerOffer(partnerId: number) {
    return findPartnerOffer(this.db, partnerId)
  }

  venue(id: number) {
    return findVenue(this.db, id)
  }

  venueActivities(venueId: number) {
    return venueActivities(this.db, this.viewer, venueId)
  }

  newestReviews(venueId: number, limit: number) {
    return newestReviews(this.db, venueId, limit)
  }

  relatedVenues(venue: Parameters<typeof relatedVenues>[1], limit: number) {
    return relatedVenues(this.db, venue, limit)
  }

  venueCountsAround(cities: readonly CityInfo[], radius: number) {
    return venueCountsAround(this.db, cities, radius)
  }

  faqs(variant: Parameters<typeof faqRows>[1]) {
    return faqRows(this.db, variant)
  }

  texts(key: string) {
    return textRows(this.db, key)
  }

  testimonials(type: Parameters<typeof testimonialRows>[1]) {
    return testimonialRows(this.db, type)
  }

  packageListing(city: string) {
    return packageListingRows(this.db, city)
  }

  /** The sitemap's cities, city activity types and pages: published only, whoever asks. */
  publishedCatalogue() {
    return publishedCatalogue(this.db)
  }

  calendarActivity(activityId: number) {
    return findCalendarActivity(this.db, this.viewer, activityId)
  }

  timeslot(activityId: number, timeslotId: number) {
    return findTimeslot(this.db, activityId, timeslotId)
  }

  streamingOfferSlug() {
    return firstStreamingOfferSlug(this.db, this.viewer)
  }

  meta() {
    return readCatalogueMeta(this.db)
  }
}

/** The catalogue as this viewer sees it (drafts only with `preview`). */
export function openCatalogue(db: Database, options: { preview?: boolean } = {}): Catalogue {
  return new Catalogue(db, { preview: options.preview ?? false })
}
