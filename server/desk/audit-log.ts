/**
 * Shim of the desk contract's audit log (the accounts branch owns the real file, kept in the
 * database): entries in a small in-memory ring, newest first. On globalThis because Next bundles
 * each route apart and every copy of this module must share one ring.
 */
import type { Database } from '@/server/db/client'

export interface AuditEntryInput {
  /** null: the system itself (e.g. a scheduled publish). */
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

const ring = ((globalThis as typeof globalThis & { __moveAuditRingShim?: AuditEntry[] })
  .__moveAuditRingShim ??= [])
let nextId = ring.reduce((max, entry) => Math.max(max, entry.id), 0) + 1

export async function recordAudit(_db: Database, entry: AuditEntryInput): Promise<void> {
  ring.unshift({ ...entry, id: nextId++, at: new Date() })
  if (ring.length > RING_SIZE) ring.length = RING_SIZE
}

export async function listAuditEntries(
  _db: Database,
  filter: { action?: string; subject?: string; limit?: number } = {},
): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(filter.limit ?? 100, 0), RING_SIZE)
  return ring
    .filter(
      (entry) =>
        (filter.action === undefined || entry.action === filter.action) &&
        (filter.subject === undefined || entry.subject === filter.subject),
    )
    .slice(0, limit)
}
