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
 * graphql-armor's static cost: every object field costs objectCost and every scalar
 * scalarCost, multiplied by depthCostFactor per level of nesting (lists are not multiplied).
 * GetConfig, the costliest page operation, costs about 740, SearchActivities about 22; 2,000
 * leaves room for outside clients and stops alias fan-out (e.g. 15 aliased venue pages ≈ 2,900).
 */
export const COST = {
  maxCost: 2000,
  objectCost: 2,
  scalarCost: 1,
  depthCostFactor: 1.5,
} as const

/** Request bodies above this many bytes are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 100_000

/** Longest accepted string argument (slugs, city codes, refs, addresses, types, text keys). */
export const MAX_STRING_LENGTH = 200

/** venueCountsAround: how many addresses one call may ask about. */
export const MAX_ADDRESSES = 20

/** venueCountsAround: radius bounds in metres (spec default 12,000). */
export const MIN_RADIUS_M = 1
export const MAX_RADIUS_M = 100_000

/**
 * How often in-memory catalogue caches (the search snapshot, per-city counts) check
 * catalogue_meta.version for a re-seed. Checks run in the background and never delay a request;
 * a re-seed shows in searches within this interval plus the rebuild time (about 1 s per
 * 100k activities).
 */
export const CATALOGUE_VERSION_CHECK_MS = 5000
