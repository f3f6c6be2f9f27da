/**
 * /marketing/leads.csv: every lead (or those of the last 7, 30 or 90 days), with its email,
 * landing path, every utm_* value and when it came, oldest first.
 */
import { and, asc, gt, gte, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { emailLeads } from '@/server/db/schema'
import { UTM_PARAMS } from '@/lib/landing/query-flags'
import { DISPLAY_TIME_ZONE } from '@/lib/time/format-date'
import type { CsvSource } from '@/server/desk/csv-stream'

export const LEADS_CSV_HEADER = ['email', 'landing_path', ...UTM_PARAMS, 'created_at'] as const

export function leadsCsvSource(db: Database, firstDay: string | null): CsvSource {
  const since =
    firstDay === null
      ? undefined
      : gte(
          emailLeads.createdAt,
          sql`((${firstDay})::date::timestamp AT TIME ZONE ${DISPLAY_TIME_ZONE})`,
        )
  return {
    header: LEADS_CSV_HEADER,
    async batch(afterId, limit) {
      const rows = await db
        .select()
        .from(emailLeads)
        .where(and(gt(emailLeads.id, afterId), since))
        .orderBy(asc(emailLeads.id))
        .limit(limit)
      return rows.map((row) => ({
        id: row.id,
        cells: [
          row.email,
          row.landingPath,
          ...UTM_PARAMS.map((name) => row.utm[name] ?? ''),
          row.createdAt,
        ],
      }))
    },
  }
}
