import { MAX_SEARCH_RESULTS } from '@/lib/search/limits'

/**
 * Every limit the GraphQL API enforces, in one place. Operations the pages send stay far below
 * each one; the limits only stop abusive documents and inputs before they cost anything.
 */

/**
 * Deepest selection, fragments flattened. The schema has no cycles: its deepest real selection,
 * GetConfig's venue page (config → page → venue → activities → timeslots → id), is 6.
 */
export const MAX_DEPTH = 10

/** Aliased fields per operation: the pages use none; a few leave room for outside clients. */
export const MAX_ALIASES = 15

/** Directives (@include, @skip, …) per operation. */
export const MAX_DIRECTIVES = 20

/** Lexer tokens per document: GetConfig, the largest operation, has about 600. */
export const MAX_TOKENS = 2000

/**
 * The hard maximum of every list field, `Type.field` → most items it ever returns. The schema
 * enforces each one (graphql/list-bounds.ts cuts a longer result; the big lists are also cut in
 * SQL), the schema descriptions state them, and the cost limit multiplies by them. A list field
 * missing here stops the server at start-up. Today's catalogue, for scale: 22 cities, London
 * 2,002 activities, at most 15 timeslots and 4 tags per activity, 3 packages, 6 FAQs, 8
 * testimonials of a type.
 */
export const LIST_MAXIMA = {
  /** Largest first; a national catalogue has a few dozen cities. */
  'Query.cities': 100,
  /** The plans of a city (3) and their upgrades (2): a pricing table, never long. */
  'Query.packageListingByCity': 10,
  'PackageListingEntry.nextProductOptions': 10,
  /** The map's pin search: an even spatial sample of this many (lib/search/limits.ts). */
  'Query.searchActivities': MAX_SEARCH_RESULTS,
  /** venueCountsAround: one count per address asked about, validated on input. */
  'Query.venueCountsAround': 20,
  /** An FAQ section (6 today) and a testimonial carousel (8): editorial lists. */
  'Query.faqs': 50,
  'Query.testimonials': 50,
  /** The city select's types: the 7 activity types and 'any'. */
  'ProductPage.activityTypeOptions': 20,
  'ActivitiesResult.availableActivityTypes': 20,
  /**
   * A city's activities, best rated first. The city page's crawlable list and the discovery
   * island need the whole city (London: 2,002); a larger city lists its best-rated 2,500. Also
   * the multiplier that makes an aliased whole-city list cost what it does (bench:graphql).
   */
  'ActivitiesResult.activities': 2500,
  /** Timeslots a week: three a day every day, and more (the busiest activity has 15). */
  'Activity.timeslots': 28,
  'VenueActivity.timeslots': 28,
  /** A card shows two or three tags (4 at most today). */
  'Activity.tags': 10,
  /** A venue page: its activities, photos, amenities, newest reviews and related venues. */
  'VenueDetails.activities': 100,
  'VenueDetails.imageUrls': 20,
  'VenueDetails.amenities': 30,
  'VenueDetails.reviews': 50,
  'VenuePage.relatedVenues': 6,
  'RelatedVenue.activities': 100,
  /**
   * A CMS document: the paragraphs and bullet lists of a landing page's text block (a handful
   * each). Their product prices a document, so both stay modest: 50 × 50.
   */
  'Document.blocks': 50,
  'List.items': 50,
} as const satisfies Record<string, number>

export type ListField = keyof typeof LIST_MAXIMA

/**
 * A city's activities come a page at a time (ActivitiesResult.activities(first, after)), and
 * a page is priced by its `first`. The default page is the largest round number at which the
 * spec's GetActivities, with every list field and the week of timeslots of each activity (and
 * the __typename Apollo Client adds to each object), stays under MAX_COST: a whole city with
 * timeslots in one query could return over 280,000 values (London 2,002 activities × up to 28
 * timeslots). London is six pages; our own pages ask for `first: 2500` without timeslots.
 */
export const DEFAULT_ACTIVITY_PAGE = 400

/**
 * The cost limit (graphql/cost-limit.ts, graphql-query-complexity): every field costs 1 plus
 * its selection; a list field costs its LIST_MAXIMA entry times its item's selection, so a
 * query is priced by the most it could ever return, aliases and fragments included, plus the
 * SQL of its fields (DATABASE_FIELD_COSTS). The costliest client operations: GetActivities (a
 * whole city's list fields) about 70,000, a venue page's GetConfig about 65,000, LandingContent
 * about 50,000, CityDiscovery about 35,000, every other one under 20,000. The 15-alias attack
 * (15 aliased whole-city lists with timeslots) prices at over 4 million; one whole-city list
 * with every timeslot field at 282,502. bench:graphql measures the heaviest allowed queries
 * (docs/decisions/0023-graphql-bounds.md).
 */
export const MAX_COST = 75_000

/**
 * What the list maxima cannot see: the SQL a field's resolver runs on its own (not batched
 * under a list), added to its cost each time an operation selects it. With PGlite, SQL runs on
 * the event loop, so a few of these under aliases stalled every other request (five aliased
 * venue pages: about 0.8 s each, ten of them held /api/health for 9 s). Priced at 450 per
 * millisecond of PGlite time (the fastest of seven runs, 6,000-activity catalogue, a loaded
 * 2-core machine): related venues 84 ms, an activity's detail 16 ms, a venue page's lookup
 * 14 ms, its activities 10 ms, its reviews 9 ms; every other resolver took 3 ms or less and
 * costs nothing extra. A venue page's GetConfig then costs about 65,000: one venue page per
 * operation, or ten activity details, or three 20-city venue counts; about 120–160 ms of
 * database time at most.
 */
export const DATABASE_FIELD_COSTS: Readonly<Record<string, number>> = {
  'VenuePage.relatedVenues': 38_000,
  'Query.activity': 7200,
  'Query.config': 6300,
  'VenueDetails.activities': 4500,
  'VenueDetails.reviews': 4000,
}

/** venueCountsAround: one conditional count per address, about 2.5 ms each in PGlite. */
export const VENUE_COUNT_COST_PER_ADDRESS = 1100

/** Request bodies above this many bytes are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 100_000

/** Longest accepted string argument (slugs, city codes, refs, addresses, types, text keys). */
export const MAX_STRING_LENGTH = 200

/** venueCountsAround: how many addresses one call may ask about. */
export const MAX_ADDRESSES = LIST_MAXIMA['Query.venueCountsAround']

/** venueCountsAround: radius bounds in metres (spec default 12,000). */
export const MIN_RADIUS_M = 1
export const MAX_RADIUS_M = 100_000

/** How often the catalogue caches check for a re-seed: the seam owns it (server/catalogue/limits.ts). */
export { CATALOGUE_VERSION_CHECK_MS } from '@/server/catalogue/limits'

/**
 * Longest an operation may run before it ends with EXECUTION_TIMEOUT. The pages' slowest
 * operation takes about a tenth of this on a cold start. It outlasts the database's own query
 * timeout (3.5 s, server/db/timeouts.ts), so a database that stops answering is reported as
 * SERVICE_UNAVAILABLE with its Retry-After, and still within the 6 s every answer must meet.
 */
export const MAX_EXECUTION_MS = 5000

/**
 * Largest response body, in bytes of JSON, before it is replaced by RESPONSE_TOO_LARGE. The
 * largest page response, CityDiscovery for London, is about 775 KB (about 970 KB at the
 * activity list's maximum); the cost limit keeps most oversized queries from running at all,
 * and this catches what a static price cannot see (long texts).
 */
export const MAX_RESPONSE_BYTES = 2_000_000
