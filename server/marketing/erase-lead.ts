/**
 * An erasure request: every record of an email address that we keep, in any letter case —
 * email leads, analytics events that carry the address or its keyed hash anywhere in their
 * properties (identify events keep the hash: server/analytics/email-hash.ts; older ones kept
 * the address), and partner applications made with it (docs/decisions/0030-marketing-desk.md says
 * why those go too). One transaction: all of it goes, or none. The event scan reads the whole
 * table, which retention bounds; erasures are rare.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { analyticsEvents, emailLeads, partnerApplications } from '@/server/db/schema'
import { emailMentionPattern } from '@/lib/marketing/erasure'
import { emailHasherFor } from '@/server/analytics/email-hash'

export interface ErasureResult {
  leads: number
  events: number
  applications: number
}

export async function eraseEmailAddress(db: Database, email: string): Promise<ErasureResult> {
  const address = email.trim().toLowerCase()
  const hash = (await emailHasherFor(db))(address)
  return db.transaction(async (tx) => {
    const leads = await tx
      .delete(emailLeads)
      .where(sql`lower(${emailLeads.email}) = ${address}`)
      .returning({ id: emailLeads.id })
    const events = await tx
      .delete(analyticsEvents)
      .where(
        sql`(${analyticsEvents.properties}::text ~* ${emailMentionPattern(address)}
          OR position(${hash} in ${analyticsEvents.properties}::text) > 0)`,
      )
      .returning({ id: analyticsEvents.id })
    const applications = await tx
      .delete(partnerApplications)
      .where(sql`lower(${partnerApplications.email}) = ${address}`)
      .returning({ id: partnerApplications.id })
    return {
      leads: leads.length,
      events: events.length,
      applications: applications.length,
    }
  })
}
