import { sanitizeHtml } from '@/lib/sanitize-html'
import { isKnownCity } from '@/server/catalogue'
import { badUserInput, notFound } from '../errors'
import { DEFAULT_ACTIVITY_PAGE, LIST_MAXIMA } from '../limits'
import type { ActivityParent } from '../mappers'
import type { Resolvers } from '../generated/resolvers-types'
import { activityTypeFilter, cityCode, parseId } from '../validate'

const MAX_PAGE = LIST_MAXIMA['ActivitiesResult.activities']

/**
 * One page of a city's list: `first` activities after the one whose id is `after`. Keyed by
 * an activity rather than an offset, so a page follows on from the one before even when the
 * catalogue has changed in between; an `after` no longer in the list is BAD_USER_INPUT.
 */
function activityPage(
  all: ActivityParent[],
  first: number | null | undefined,
  after: string | number | null | undefined,
): ActivityParent[] {
  const size = first ?? DEFAULT_ACTIVITY_PAGE
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE) {
    throw badUserInput(
      `'first' must be a whole number from 0 to ${MAX_PAGE.toLocaleString('en-GB')}.`,
    )
  }
  let start = 0
  if (after !== null && after !== undefined) {
    const id = parseId('after', after)
    const index = all.findIndex((activity) => activity.id === id)
    if (index < 0) {
      throw badUserInput(
        `'after' names activity '${id}', which is not in this list (removed since, or of another type): start again without 'after'.`,
      )
    }
    start = index + 1
  }
  return all.slice(start, start + size)
}

export const activitiesResolvers: Resolvers = {
  Query: {
    /** activity(id): a published activity (drafts in preview only) or NOT_FOUND. */
    activity: async (_, args, ctx) => {
      const id = parseId('id', args.id)
      const activity = await ctx.catalogue.activity(id)
      if (!activity) throw notFound(`No activity with id '${id}'.`)
      return activity
    },

    /**
     * activityPricing: the activity's per-passport rules. Passport ids, when given, must be
     * passports of real packages (BAD_USER_INPUT otherwise); the rules are per activity, so
     * they only validate the caller's context.
     */
    activityPricing: async (_, args, ctx) => {
      const id = parseId('activityId', args.activityId)
      const passports: Array<[string, number]> = []
      if (args.moveLitePassport != null) {
        passports.push(['moveLitePassport', parseId('moveLitePassport', args.moveLitePassport)])
      }
      if (args.fullMovePassport != null) {
        passports.push(['fullMovePassport', parseId('fullMovePassport', args.fullMovePassport)])
      }
      if (passports.length > 0) {
        const known = await ctx.catalogue.knownPassportIds(
          passports.map(([, passport]) => passport),
        )
        for (const [name, passport] of passports) {
          if (!known.has(passport)) throw badUserInput(`Unknown ${name} '${passport}'.`)
        }
      }
      const row = await ctx.catalogue.activityPricing(id)
      if (!row) throw notFound(`No activity with id '${id}'.`)
      return {
        id: row.id,
        discoveryMemberAllowed: row.discoveryMemberAllowed,
        moveLitePricing: { ...row.litePricing, topUp: Number(row.litePricing.topUp) },
        fullMovePricing: { ...row.fullPricing, topUp: Number(row.fullPricing.topUp) },
      }
    },

    /**
     * activities(city, activityType): 'streaming-city' lists the live streams; any other city
     * its published venue activities, optionally of one type ('any' or null: all), ordered by
     * rating (best first) then id; ActivitiesResult pages through them. Served from the
     * in-memory snapshot (no SQL; timeslots through one batched loader when asked).
     * availableActivityTypes: the types the city offers, whatever the filter.
     */
    activities: async (_, args, ctx) => {
      const city = cityCode('city', args.city)
      const type = activityTypeFilter('activityType', args.activityType)
      const stats = await ctx.catalogue.stats()
      if (!isKnownCity(stats, city)) throw notFound(`Unknown city '${city}'.`)
      return {
        all: await ctx.catalogue.cityActivities(city, {
          limit: Number.POSITIVE_INFINITY,
          activityType: type,
        }),
        availableActivityTypes: stats.typesByCity.get(city) ?? [],
      }
    },
  },

  ActivitiesResult: {
    activities: (parent, args) => activityPage(parent.all, args.first, args.after),
    totalCount: (parent) => parent.all.length,
    availableActivityTypes: (parent) => parent.availableActivityTypes,
  },

  Activity: {
    // Synchronous when the list already carries the venue (joins, the search snapshot): a
    // promise per row would slow big lists down for nothing.
    venue: (parent, _, ctx) =>
      parent.venue ??
      ctx.catalogue.loaders.venueById.load(parent.venueId).then((venue) => {
        if (!venue) throw new Error(`activity ${parent.id} has no venue ${parent.venueId}`)
        return venue
      }),
    timeslots: async (parent, _, ctx) => {
      const rows = await ctx.catalogue.loaders.timeslotsByActivityId.load(parent.id)
      return rows.map((row) => ({
        id: row.id,
        start_time: row.startTime,
        end_time: row.endTime,
        day_of_week: row.dayOfWeek,
      }))
    },
    // Detail-only (spec §3): only activity(id) loads it; yoga refuses it under a list
    // (detail-only-fields.ts), and an in-process query that asks anyway gets an error, not SQL.
    description: (parent) => {
      if (parent.descriptionHtml === undefined) {
        throw badUserInput('Activity.description is detail-only: ask activity(id) for it.')
      }
      return sanitizeHtml(parent.descriptionHtml)
    },
  },

  Venue: {
    rating: async (parent, _, ctx) =>
      (await ctx.catalogue.loaders.venueStatsById.load(parent.id)).rating,
    reviewCount: async (parent, _, ctx) =>
      (await ctx.catalogue.loaders.venueStatsById.load(parent.id)).reviewCount,
  },
}
