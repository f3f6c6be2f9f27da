/**
 * An erasure request: every record of an email address that we keep, in any letter case —
 * email leads, analytics identify events that still carry the address, and partner
 * applications made with it (docs/decisions/marketing-desk.md says why those go too). One
 * transaction: all of it goes, or none.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { analyticsEvents, emailLeads, partnerApplications } from '@/lib/db/schema'

export interface ErasureResult {
  leads: number
  identifyEvents: number
  applications: number
}

export async function eraseEmailAddress(db: Database, email: string): Promise<ErasureResult> {
  const address = email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const leads = await tx
      .delete(emailLeads)
      .where(sql`lower(${emailLeads.email}) = ${address}`)
      .returning({ id: emailLeads.id })
    const identifyEvents = await tx
      .delete(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.kind, 'identify'),
          sql`lower(${analyticsEvents.properties}->>'email') = ${address}`,
        ),
      )
      .returning({ id: analyticsEvents.id })
    const applications = await tx
      .delete(partnerApplications)
      .where(sql`lower(${partnerApplications.email}) = ${address}`)
      .returning({ id: partnerApplications.id })
    return {
      leads: leads.length,
      identifyEvents: identifyEvents.length,
      applications: applications.length,
    }
  })
}
