/**
 * An erasure request: every record of an email address that we keep, in any letter case —
 * email leads, analytics events that carry the address anywhere in their properties (identify
 * events did), and partner applications made with it (docs/decisions/marketing-desk.md says
 * why those go too). One transaction: all of it goes, or none. The event scan reads the whole
 * table, which retention bounds; erasures are rare.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { analyticsEvents, emailLeads, partnerApplications } from '@/lib/db/schema'
import { emailMentionPattern } from '@/lib/marketing/erasure'

export interface ErasureResult {
  leads: number
  events: number
  applications: number
}

export async function eraseEmailAddress(db: Database, email: string): Promise<ErasureResult> {
  const address = email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const leads = await tx
      .delete(emailLeads)
      .where(sql`lower(${emailLeads.email}) = ${address}`)
      .returning({ id: emailLeads.id })
    const events = await tx
      .delete(analyticsEvents)
      .where(sql`${analyticsEvents.properties}::text ~* ${emailMentionPattern(address)}`)
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
