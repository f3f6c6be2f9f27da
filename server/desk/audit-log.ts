/**
 * The desk's audit log: who did what, to what, when and from which address. Offers,
 * experiments and content call recordAudit for their own actions; accounts records sign-ins,
 * staff changes, previews, exports, erasures and application updates. Entries are bounded
 * (a short subject, small details) and kept AUDIT_RETENTION_DAYS (server/retention).
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { auditLog } from '@/server/db/schema'
import { boundedAuditEntry } from '@/lib/desk/audit-entry'

export interface AuditEntryInput {
  /** null: the system itself (e.g. a scheduled publish). */
  actor: { id: string | null; email: string } | null
  /** kebab-case, dotted by area: 'auth.sign-in', 'offer.publish', 'leads.erase', … */
  action: string
  /** What it was done to, readable: '/offers/spring-welcome', 'staff ann@move.example'. */
  subject: string
  /** Small JSON: a revision number, a diff summary, counts. Never a password, token or lead email. */
  details?: Record<string, unknown>
  clientAddress: string | null
}

export async function recordAudit(db: Database, entry: AuditEntryInput): Promise<void> {
  const row = boundedAuditEntry(entry)
  await db.insert(auditLog).values({
    actorId: row.actor?.id ?? null,
    actorEmail: row.actor?.email ?? null,
    action: row.action,
    subject: row.subject,
    details: row.details,
    clientAddress: row.clientAddress,
  })
}

export interface AuditEntry extends AuditEntryInput {
  id: number
  at: Date
}

export const MAX_AUDIT_ENTRIES_LISTED = 500

export function listAuditEntries(
  db: Database,
  filter: { action?: string; subject?: string; limit?: number } = {},
): Promise<AuditEntry[]> {
  return auditPage(db, filter)
}

/** One page of entries, newest first, older than `beforeId` when given (the CSV's batches). */
export async function auditPage(
  db: Database,
  filter: { action?: string; subject?: string; limit?: number; beforeId?: number } = {},
): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(1, Math.floor(filter.limit ?? 100)), MAX_AUDIT_ENTRIES_LISTED)
  const conditions: SQL[] = []
  if (filter.action) conditions.push(eq(auditLog.action, filter.action))
  if (filter.subject) conditions.push(eq(auditLog.subject, filter.subject))
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId))
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actorEmail === null ? null : { id: row.actorId, email: row.actorEmail },
    action: row.action,
    subject: row.subject,
    details: row.details,
    clientAddress: row.clientAddress,
  }))
}

/** The page's and the CSV's filter from a query: exact action and subject, bounded. */
export function auditFilterOf(query: Record<string, string | string[] | undefined>): {
  action?: string
  subject?: string
} {
  const one = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 300) || undefined
  return { action: one(query.action), subject: one(query.subject) }
}
