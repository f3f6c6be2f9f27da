/**
 * The desk's funnel figures, grouped and limited in SQL: per landing page and per utm_campaign,
 * page views, CTA clicks and leads since the start of a London day; and leads per London day.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import type { FunnelCounts } from '@/lib/marketing/funnel'
import {
  CTA_CLICK_ACTIONS,
  CTA_CLICK_EVENT_KIND,
  CTA_CLICK_EVENT_NAME,
  MAX_FUNNEL_ROWS,
  PAGE_VIEW_ACTIONS,
  PAGE_VIEW_EVENT_KIND,
} from '@/lib/marketing/funnel-sources'
import { DISPLAY_TIME_ZONE } from '@/lib/time/format-date'

export interface FunnelRow extends FunnelCounts {
  key: string
}

/** The instant a London date ('YYYY-MM-DD') begins. */
function londonMidnight(day: string): SQL {
  return sql`((${day})::date::timestamp AT TIME ZONE ${DISPLAY_TIME_ZONE})`
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

/** Sums three keyed counts (views, clicks, leads) and keeps the busiest rows. */
function funnelQuery(views: SQL, clicks: SQL, leads: SQL): SQL {
  return sql`
    SELECT key, sum(views)::int AS views, sum(clicks)::int AS clicks, sum(leads)::int AS leads
    FROM (
      SELECT key, n AS views, 0 AS clicks, 0 AS leads FROM (${views}) v
      UNION ALL SELECT key, 0, n, 0 FROM (${clicks}) c
      UNION ALL SELECT key, 0, 0, n FROM (${leads}) l
    ) counts
    GROUP BY key
    ORDER BY sum(views) DESC, sum(leads) DESC, key
    LIMIT ${MAX_FUNNEL_ROWS}`
}

export async function funnelByLandingPage(db: Database, firstDay: string): Promise<FunnelRow[]> {
  const since = londonMidnight(firstDay)
  return rowsOf<FunnelRow>(
    db,
    funnelQuery(
      sql`SELECT path AS key, count(*)::int AS n FROM analytics_events
          WHERE kind = ${PAGE_VIEW_EVENT_KIND} AND created_at >= ${since} GROUP BY path`,
      sql`SELECT path AS key, count(*)::int AS n FROM analytics_events
          WHERE kind = ${CTA_CLICK_EVENT_KIND} AND name = ${CTA_CLICK_EVENT_NAME}
            AND created_at >= ${since} GROUP BY path`,
      sql`SELECT landing_path AS key, count(*)::int AS n FROM email_leads
          WHERE created_at >= ${since} GROUP BY landing_path`,
    ),
  )
}

/** Keyed by utm_campaign; '' for traffic without one. */
export async function funnelByCampaign(db: Database, firstDay: string): Promise<FunnelRow[]> {
  const since = londonMidnight(firstDay)
  const campaign = sql`coalesce(utm->>'utm_campaign', '')`
  return rowsOf<FunnelRow>(
    db,
    funnelQuery(
      sql`SELECT ${campaign} AS key, count(*)::int AS n FROM visitor_actions
          WHERE action = ANY(${textArray(PAGE_VIEW_ACTIONS)}) AND created_at >= ${since} GROUP BY 1`,
      sql`SELECT ${campaign} AS key, count(*)::int AS n FROM visitor_actions
          WHERE action = ANY(${textArray(CTA_CLICK_ACTIONS)}) AND created_at >= ${since} GROUP BY 1`,
      sql`SELECT ${campaign} AS key, count(*)::int AS n FROM email_leads
          WHERE created_at >= ${since} GROUP BY 1`,
    ),
  )
}

/** Every view, click and lead of the period (the tables show at most MAX_FUNNEL_ROWS rows). */
export async function funnelTotals(db: Database, firstDay: string): Promise<FunnelCounts> {
  const since = londonMidnight(firstDay)
  const [row] = await rowsOf<FunnelCounts>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM analytics_events
        WHERE kind = ${PAGE_VIEW_EVENT_KIND} AND created_at >= ${since}) AS views,
      (SELECT count(*)::int FROM analytics_events
        WHERE kind = ${CTA_CLICK_EVENT_KIND} AND name = ${CTA_CLICK_EVENT_NAME}
          AND created_at >= ${since}) AS clicks,
      (SELECT count(*)::int FROM email_leads WHERE created_at >= ${since}) AS leads`,
  )
  return row ?? { views: 0, clicks: 0, leads: 0 }
}

/** Leads per London day since `firstDay` (days without leads are absent: fillDays adds them). */
export async function leadsPerDay(
  db: Database,
  firstDay: string,
): Promise<Array<{ day: string; count: number }>> {
  return rowsOf(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE ${DISPLAY_TIME_ZONE}, 'YYYY-MM-DD') AS day,
               count(*)::int AS count
        FROM email_leads
        WHERE created_at >= ${londonMidnight(firstDay)}
        GROUP BY 1 ORDER BY 1
        LIMIT 366`,
  )
}
