import { checkBounds } from '@/lib/geo/bounds'
import {
  MAX_SEARCH_RESULTS,
  SEARCH_KINDS,
  isSearchKind,
  type SearchKind,
} from '@/lib/search/limits'
import type { GraphQLContext } from '../context'
import { badUserInput } from '../errors'
import type { QuerySearchActivitiesArgs, Resolvers } from '../generated/resolvers-types'
import type { ActivityParent } from '@/server/catalogue'
import { activityTypeFilter, cappedString } from '../validate'

function searchKind(value: string | null | undefined): SearchKind {
  const kind = cappedString('kind', value)
  if (kind === null || kind === '') return 'venue'
  if (!isSearchKind(kind)) {
    throw badUserInput(`Unknown kind '${kind}': use one of ${SEARCH_KINDS.join(', ')}.`)
  }
  return kind
}

/**
 * searchActivities(north, east, south, west, category, kind): the map's pin search.
 * - All four bounds are required, finite, -90 ≤ south ≤ north ≤ 90, -180 ≤ west ≤ east ≤ 180
 *   (BAD_USER_INPUT otherwise).
 * - category: an activity type ('any' or null: all; unknown: BAD_USER_INPUT).
 * - kind: 'venue' (default) for activities located inside the box; 'streaming' for live
 *   streams, which have no location: the box is validated but not applied.
 * - Bounded: at most MAX_SEARCH_RESULTS, the matches with the lowest sample rank (an even
 *   spatial sample), in that order.
 * Answered from the in-memory search snapshot: no SQL unless timeslots or descriptions are
 * selected.
 */
export async function searchActivities(
  args: QuerySearchActivitiesArgs,
  ctx: GraphQLContext,
): Promise<ActivityParent[]> {
  const check = checkBounds(args)
  if (!check.ok) throw badUserInput(check.message)
  const activityType = activityTypeFilter('category', args.category)
  const kind = searchKind(args.kind)
  return ctx.catalogue.searchPins(check.bounds, { limit: MAX_SEARCH_RESULTS, kind, activityType })
}

export const searchResolvers: Resolvers = {
  Query: {
    searchActivities: (_, args, ctx) => searchActivities(args, ctx),
  },
}
