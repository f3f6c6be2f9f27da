/**
 * An erasure request: every record of an email address that we keep, in any letter case,
 * written plainly, percent-encoded (a URL's 'ann%40x.com') or as its keyed hash under the
 * current key or an earlier one (server/analytics/email-hash.ts):
 * - email leads of the address, and leads whose utm values mention it;
 * - analytics events mentioning it in their path, name or properties (identify events keep the
 *   hash; older rows, or a URL written before redaction caught it, may keep the address);
 * - visitor actions mentioning it in their utm values, target or source;
 * - CSP reports mentioning it in the document or blocked URI, source file or sample (a page
 *   such as '/london?email=…' that broke the policy);
 * - partner applications made with it (docs/decisions/0030-marketing-desk.md says why).
 * Logs that mention the address go whole: a row with the address cut out would still say
 * what the person did. One transaction: all of it goes, or none. The scans read whole tables,
 * which retention bounds; erasures are rare.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '@/server/db/client'
import {
  analyticsEvents,
  cspReports,
  emailLeads,
  partnerApplications,
  visitorActions,
} from '@/server/db/schema'
import { emailMentionPattern } from '@/lib/privacy/email-mentions'
import { normaliseEmailForHash } from '@/lib/privacy/redact-emails'
import { emailHashersForErasure } from '@/server/analytics/email-hash'

export interface ErasureResult {
  leads: number
  events: number
  applications: number
  /** Visitor actions (utm values, targets). */
  actions: number
  cspReports: number
}

export async function eraseEmailAddress(db: Database, email: string): Promise<ErasureResult> {
  const address = normaliseEmailForHash(email)
  const hashes = [...new Set((await emailHashersForErasure(db)).map((hash) => hash(address)))]
  const pattern = emailMentionPattern(address)
  /** Text that mentions the address, or holds one of its hashes. */
  const mentions = (text: SQL | PgColumn): SQL =>
    sql.join(
      [
        sql`coalesce(${text}, '') ~* ${pattern}`,
        ...hashes.map((hash) => sql`position(${hash} in coalesce(${text}, '')) > 0`),
      ],
      sql` OR `,
    )
  const anyOf = (...texts: Array<SQL | PgColumn>) =>
    sql`(${sql.join(
      texts.map((text) => sql`(${mentions(text)})`),
      sql` OR `,
    )})`

  return db.transaction(async (tx) => {
    const leads = await tx
      .delete(emailLeads)
      .where(
        sql`(lower(${emailLeads.email}) = ${address} OR ${anyOf(sql`${emailLeads.utm}::text`)})`,
      )
      .returning({ id: emailLeads.id })
    const events = await tx
      .delete(analyticsEvents)
      .where(
        anyOf(sql`${analyticsEvents.properties}::text`, analyticsEvents.path, analyticsEvents.name),
      )
      .returning({ id: analyticsEvents.id })
    const actions = await tx
      .delete(visitorActions)
      .where(anyOf(sql`${visitorActions.utm}::text`, visitorActions.target, visitorActions.source))
      .returning({ id: visitorActions.id })
    const reports = await tx
      .delete(cspReports)
      .where(
        anyOf(
          cspReports.documentUri,
          cspReports.blockedUri,
          cspReports.sourceFile,
          cspReports.sample,
        ),
      )
      .returning({ id: cspReports.id })
    const applications = await tx
      .delete(partnerApplications)
      .where(sql`lower(${partnerApplications.email}) = ${address}`)
      .returning({ id: partnerApplications.id })
    return {
      leads: leads.length,
      events: events.length,
      applications: applications.length,
      actions: actions.length,
      cspReports: reports.length,
    }
  })
}
