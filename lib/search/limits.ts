/**
 * The most activities one `searchActivities` call returns. A box holding more (a city at zoom
 * 11, the whole country) gets the MAX_SEARCH_RESULTS matches with the lowest `sample_rank`:
 * sample ranks are a random permutation fixed by the seed, so that is an even spatial sample of
 * the box, the same for the same box, and zooming in reveals the rest (a box holding fewer
 * returns all of them). No call ever ships the whole catalogue.
 *
 * Chosen with `npm run bench:search` (London at zoom 11 on a 1280×800 map over a 100k-activity
 * catalogue, 2 shared cores, several runs each): the response size, not the search (≈ 0.02 ms),
 * sets the cost.
 *   cap   JSON     HTTP req/s search ÷ trivial   graphql-js execute() p50 / p95
 *   250   55 KiB   0.25–0.41                     1.3–2.0 / 2.7–3.9 ms
 *   200   44 KiB   0.36–0.50                     1.3 / 2.5–2.7 ms
 *   150   33 KiB   0.41–0.63                     0.8–0.9 / 1.8–2.3 ms
 *   100   22 KiB   0.63–0.78                     0.6 / 1.6 ms
 * 100 meets both targets (≥ 0.5 × a trivial query's throughput, p95 ≤ 2 ms) with a margin, and
 * matches the map's own venue list, which shows 100 at most (spec §9); the map clusters pins.
 */
export const MAX_SEARCH_RESULTS = 100

/**
 * `kind` argument of searchActivities: 'venue' (activities at a venue, located inside the box)
 * or 'streaming' (live streams: they have no location, so the box is checked but not applied).
 * Null means 'venue'.
 */
export const SEARCH_KINDS = ['venue', 'streaming'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export function isSearchKind(value: string): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value)
}
