/**
 * Builds the whole catalogue in memory, deterministically: the same options give the same rows
 * and the same ids, on any machine. No database here; server/db/seed writes the result.
 */
import { ACTIVITY_TYPES, type ActivityType } from '@/lib/activity-types'
import { buildActivity, offerAt, type PlannedActivity } from './seed-activities'
import { CITIES, isSpecCity } from './seed-cities'
import { buildFaqs } from './seed-faqs'
import { buildLandingPages, type VenuePageInput } from './seed-landing-pages'
import { MARKETING_PARTNERS, marketingPartnerLogoUrl } from './marketing-partners'
import { buildPackageListings, buildPackages } from './seed-packages'
import { PRICING_FLAG_COMBINATIONS, pricingFromFlags } from './passport-pricing'
import { PRODUCTS } from './products'
import { deriveSeed, Random } from './random'
import { buildCustomers, buildVenueReviews } from './reviews'
import { MIN_ACTIVITY_COUNT, planCities } from './sizing'
import { buildStreamingVenue, STREAMING_ACTIVITY_COUNT, STREAMING_STUDIOS } from './streaming'
import { buildTestimonials } from './seed-testimonials'
import { buildTexts } from './seed-texts'
import type {
  ActivityRow,
  CityRow,
  CustomerRow,
  FaqRow,
  LandingPageRow,
  MarketingPartnerRow,
  PackageListingOptionRow,
  PackageListingRow,
  PackageRow,
  ProductRow,
  ReviewRow,
  TestimonialRow,
  TextRow,
  TimeslotRow,
  VenueRow,
} from './types'
import { buildVenue } from './seed-venues'

/** The catalogue a fresh install gets: about 1,500 venues. */
export const DEFAULT_ACTIVITY_COUNT = 6000
/** The default random seed (the catalogue's reference date, 2026-11-22). */
export const DEFAULT_SEED = 20261122

/**
 * Activity 1 (London's first venue, a yoga studio) is a sanitiser test fixture: its description
 * carries a <script> and an onerror handler among ordinary copy. The API must strip both.
 */
export const HOSTILE_FIXTURE_ACTIVITY_ID = 1
export const HOSTILE_FIXTURE_TITLE = 'Candlelit Flow & Unwind'
export const HOSTILE_FIXTURE_DESCRIPTION_HTML =
  '<p>A slow <strong>candlelit flow</strong> to unwind after work.</p>' +
  '<script>alert(1)</script>' +
  '<img src=x onerror="alert(1)">' +
  '<ul><li>All levels welcome</li><li>Mats provided</li></ul>' +
  '<p>Please arrive ten minutes early.</p>'

export { MIN_ACTIVITY_COUNT }

export interface CatalogueOptions {
  /** Total activities, streamed ones included. */
  activities?: number
  seed?: number
}

export interface Catalogue {
  seed: number
  cities: CityRow[]
  venues: VenueRow[]
  activities: ActivityRow[]
  timeslots: TimeslotRow[]
  customers: CustomerRow[]
  reviews: ReviewRow[]
  products: ProductRow[]
  packages: PackageRow[]
  packageListings: PackageListingRow[]
  packageListingOptions: PackageListingOptionRow[]
  marketingPartners: MarketingPartnerRow[]
  landingPages: LandingPageRow[]
  faqs: FaqRow[]
  testimonials: TestimonialRow[]
  texts: TextRow[]
}

/** How common each kind of venue is once every city has its guaranteed types. */
const VENUE_TYPE_WEIGHTS: readonly (readonly [ActivityType, number])[] = [
  ['fitness-class', 22],
  ['gym', 20],
  ['yoga', 18],
  ['martial-arts', 12],
  ['dance', 12],
  ['swimming', 9],
  ['climbing', 7],
]

function distinctTypes(random: Random, count: number): ActivityType[] {
  const chosen: ActivityType[] = []
  while (chosen.length < count) {
    const type = random.weighted(VENUE_TYPE_WEIGHTS.filter(([t]) => !chosen.includes(t)))
    chosen.push(type)
  }
  return chosen
}

/** Venue types for a city: the guaranteed ones first, the rest by popularity. */
function venueTypes(random: Random, cityCode: string, count: number): ActivityType[] {
  const guaranteed = isSpecCity(cityCode) ? [...ACTIVITY_TYPES] : distinctTypes(random, 3)
  const types = guaranteed.slice(0, count)
  while (types.length < count) types.push(random.weighted(VENUE_TYPE_WEIGHTS))
  return types
}

/** Activities per venue: one each, the rest spread unevenly (leisure centres run more). */
function activitiesPerVenue(
  random: Random,
  types: readonly ActivityType[],
  total: number,
): number[] {
  const counts = types.map(() => 1)
  const cumulative: number[] = []
  let sum = 0
  for (const type of types) {
    sum += (type === 'swimming' || type === 'gym' ? 1.6 : 1) * random.float(0.4, 1.6)
    cumulative.push(sum)
  }
  for (let left = total - types.length; left > 0; left--) {
    const roll = random.next() * sum
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] ?? 0) <= roll) lo = mid + 1
      else hi = mid
    }
    counts[lo] = (counts[lo] ?? 0) + 1
  }
  return counts
}

/**
 * Activity positions (0-based, over located activities) that get fixed pricing flags, so every
 * flag combination exists on both passports even in a small catalogue: the first half of the
 * list covers the lite passport, the second half the full one.
 */
function pricingCoverage(
  cityActivities: number,
): Map<number, { tier: 'lite' | 'full'; index: number }> {
  const slots = PRICING_FLAG_COMBINATIONS.length * 2
  const coverage = new Map<number, { tier: 'lite' | 'full'; index: number }>()
  for (let k = 0; k < slots; k++) {
    const position = Math.floor(((k + 0.5) * cityActivities) / slots)
    const tier = k < PRICING_FLAG_COMBINATIONS.length ? 'lite' : 'full'
    coverage.set(position, { tier, index: k % PRICING_FLAG_COMBINATIONS.length })
  }
  return coverage
}

/** A handful of drafts (never shown by default), away from the pricing coverage positions. */
function draftPositions(cityActivities: number, taken: ReadonlySet<number>): Set<number> {
  const count = Math.max(3, Math.round(cityActivities / 1500))
  const drafts = new Set<number>()
  for (let j = 0; j < count; j++) {
    let position = Math.floor(((j + 0.3) * cityActivities) / count)
    while (taken.has(position) || drafts.has(position) || position === 0) position++
    drafts.add(position)
  }
  return drafts
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const total = options.activities ?? DEFAULT_ACTIVITY_COUNT
  const seed = options.seed ?? DEFAULT_SEED
  if (!Number.isInteger(total) || total < MIN_ACTIVITY_COUNT) {
    throw new RangeError(
      `activities must be an integer of at least ${MIN_ACTIVITY_COUNT}, got ${total}`,
    )
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`)

  const cityActivities = total - STREAMING_ACTIVITY_COUNT
  const plans = planCities(cityActivities)
  const ranks = new Random(deriveSeed(seed, 'sample-rank')).shuffle(
    Array.from({ length: total }, (_, i) => i + 1),
  )
  const coverage = pricingCoverage(cityActivities)
  const drafts = draftPositions(cityActivities, new Set(coverage.keys()))

  const venues: VenueRow[] = []
  const venueTypesById = new Map<number, ActivityType>()
  const venuePages: VenuePageInput[] = []
  const activities: ActivityRow[] = []
  const timeslots: TimeslotRow[] = []
  const takenSlugs = new Set<string>()
  const venueCountByCity = new Map<string, number>()

  const addActivity = (planned: PlannedActivity) => {
    activities.push(planned.row)
    for (const session of planned.sessions) {
      timeslots.push({ id: timeslots.length + 1, activityId: planned.row.id, ...session })
    }
  }

  for (const plan of plans) {
    const random = new Random(deriveSeed(seed, `city:${plan.city.code}`))
    const types = venueTypes(random, plan.city.code, plan.venues)
    const counts = activitiesPerVenue(random, types, plan.activities)
    venueCountByCity.set(plan.city.code, plan.venues)
    types.forEach((type, v) => {
      const {
        row: venue,
        area,
        hasCourts,
      } = buildVenue(random, venues.length + 1, plan.city, type, takenSlugs)
      venues.push(venue)
      venueTypesById.set(venue.id, type)
      venuePages.push({ venue, areaName: area.name, cityName: plan.city.name })
      const usedTitles = new Set<string>()
      for (let a = 0; a < (counts[v] ?? 1); a++) {
        const position = activities.length
        const covered = coverage.get(position)
        const flags = covered ? PRICING_FLAG_COMBINATIONS[covered.index] : undefined
        const fixed = flags ? pricingFromFlags(flags, random) : undefined
        addActivity(
          buildActivity(random, {
            id: position + 1,
            venue,
            offer: offerAt(random, type, a, hasCourts),
            usedTitles,
            litePricing: covered?.tier === 'lite' ? fixed : undefined,
            fullPricing: covered?.tier === 'full' ? fixed : undefined,
            isDraft: drafts.has(position),
            sampleRank: ranks[position] ?? position + 1,
            isStreaming: false,
          }),
        )
      }
    })
  }

  const fixture = activities[HOSTILE_FIXTURE_ACTIVITY_ID - 1]
  if (fixture) {
    fixture.title = HOSTILE_FIXTURE_TITLE
    fixture.descriptionHtml = HOSTILE_FIXTURE_DESCRIPTION_HTML
    fixture.isDraft = false
  }

  const streamRandom = new Random(deriveSeed(seed, 'streaming'))
  STREAMING_STUDIOS.forEach((studio, s) => {
    const venue = buildStreamingVenue(streamRandom, studio, venues.length + 1)
    venues.push(venue)
    venueTypesById.set(venue.id, studio.type)
    venuePages.push({ venue, areaName: studio.name, cityName: null })
    const share = Math.floor(STREAMING_ACTIVITY_COUNT / STREAMING_STUDIOS.length)
    const count = s === STREAMING_STUDIOS.length - 1 ? STREAMING_ACTIVITY_COUNT - share * s : share
    const usedTitles = new Set<string>()
    for (let a = 0; a < count; a++) {
      const position = activities.length
      addActivity(
        buildActivity(streamRandom, {
          id: position + 1,
          venue,
          offer: streamRandom.pick(studio.offers),
          usedTitles,
          isDraft: false,
          sampleRank: ranks[position] ?? position + 1,
          isStreaming: true,
          extraTags: ['live-stream'],
        }),
      )
    }
  })

  const reviewRandom = new Random(deriveSeed(seed, 'reviews'))
  const customers = buildCustomers(
    reviewRandom,
    Math.min(5000, Math.max(200, Math.round(venues.length * 0.4))),
  )
  const reviews: ReviewRow[] = []
  for (const venue of venues) {
    const type = venueTypesById.get(venue.id) ?? 'gym'
    reviews.push(
      ...buildVenueReviews(reviewRandom, venue, type, reviews.length + 1, customers.length),
    )
  }

  const { listings, options: listingOptions } = buildPackageListings()

  return {
    seed,
    cities: CITIES.map((city, index) => ({
      code: city.code,
      name: city.name,
      lat: city.centre.lat,
      lng: city.centre.lng,
      ...city.bounds,
      position: index + 1,
    })),
    venues,
    activities,
    timeslots,
    customers,
    reviews,
    products: PRODUCTS.map(({ id, name, productType }) => ({ id, name, productType })),
    packages: buildPackages(),
    packageListings: listings,
    packageListingOptions: listingOptions,
    marketingPartners: MARKETING_PARTNERS.map((partner) => ({
      id: partner.id,
      slug: partner.slug,
      name: partner.name,
      logoUrl: marketingPartnerLogoUrl(partner),
      packageId: partner.packageId,
      displayPartnerLogo: partner.displayPartnerLogo,
    })),
    landingPages: buildLandingPages(venueCountByCity, venuePages),
    faqs: buildFaqs(),
    testimonials: buildTestimonials(),
    texts: buildTexts(),
  }
}
