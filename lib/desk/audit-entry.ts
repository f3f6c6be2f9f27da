/**
 * The bounds of an audit entry, applied before it is stored: a known action shape, a short
 * subject, small details without anything secret. A caller's mistake shortens an entry; it
 * never fails the action being recorded or stores a password.
 */
export const MAX_AUDIT_SUBJECT_LENGTH = 300
export const MAX_AUDIT_DETAILS_BYTES = 2000
export const AUDIT_ACTION = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/
/** Keys never kept in details, whatever a caller passes. */
const SECRET_KEYS = /pass(word)?|token|secret|otp|code|cookie/i

export interface AuditEntryShape {
  actor: { id: string | null; email: string } | null
  action: string
  subject: string
  details?: Record<string, unknown>
  clientAddress: string | null
}

function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…'
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => withoutSecrets(item, depth + 1))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEYS.test(key))
        .map(([key, item]) => [key, withoutSecrets(item, depth + 1)]),
    )
  }
  return value
}

/**
 * The entry as stored.
 *
 * @example boundedAuditEntry({ actor: null, action: 'Offer Publish', subject: 'x', clientAddress: null }).action // 'unknown.action'
 */
export function boundedAuditEntry(entry: AuditEntryShape): Required<AuditEntryShape> {
  const action =
    entry.action.length <= 60 && AUDIT_ACTION.test(entry.action) ? entry.action : 'unknown.action'
  const subject =
    entry.subject.length > MAX_AUDIT_SUBJECT_LENGTH
      ? `${entry.subject.slice(0, MAX_AUDIT_SUBJECT_LENGTH - 1)}…`
      : entry.subject
  const cleaned = withoutSecrets(entry.details ?? {}) as Record<string, unknown>
  const details =
    new TextEncoder().encode(JSON.stringify(cleaned)).length > MAX_AUDIT_DETAILS_BYTES
      ? { truncated: true }
      : cleaned
  return {
    actor: entry.actor ? { id: entry.actor.id, email: entry.actor.email.slice(0, 320) } : null,
    action,
    subject,
    details: action === entry.action ? details : { ...details, given: entry.action.slice(0, 60) },
    clientAddress: entry.clientAddress?.slice(0, 64) ?? null,
  }
}
