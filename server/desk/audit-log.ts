/**
 * SHIM (DESK-CONTRACT.md): the accounts helper owns this file and keeps the log in the
 * database; at merge their version replaces it. Here: a small in-memory ring per process.
 */
import type { Database } from '@/server/db/client'

export interface AuditEntryInput {
  actor: { id: string | null; email: string } | null
  action: string
  subject: string
  details?: Record<string, unknown>
  clientAddress: string | null
}

export interface AuditEntry extends AuditEntryInput {
  id: number
  at: Date
}

const RING_SIZE = 500
const globalForAudit = globalThis as typeof globalThis & {
  __moveAuditShim?: { entries: AuditEntry[]; next: number }
}

function ring() {
  globalForAudit.__moveAuditShim ??= { entries: [], next: 1 }
  return globalForAudit.__moveAuditShim
}

export async function recordAudit(_db: Database, entry: AuditEntryInput): Promise<void> {
  const log = ring()
  log.entries = [{ ...entry, id: log.next, at: new Date() }, ...log.entries].slice(0, RING_SIZE)
  log.next += 1
}

export async function listAuditEntries(
  _db: Database,
  filter: { action?: string; subject?: string; limit?: number } = {},
): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(filter.limit ?? 100, 1), RING_SIZE)
  return ring()
    .entries.filter(
      (entry) =>
        (filter.action === undefined || entry.action === filter.action) &&
        (filter.subject === undefined || entry.subject === filter.subject),
    )
    .slice(0, limit)
}
