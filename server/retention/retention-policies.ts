/**
 * What the app deletes by itself, and after how long (server/retention/retention-job.ts runs
 * them). Add a table by adding a policy: its key column (for batched deletes), the timestamp
 * that ages it, its maximum age, and optionally a condition that must also hold. Policies run
 * in order, so a table whose rows others reference comes after them.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  analyticsEvents,
  auditLog,
  cspReports,
  deskFlashes,
  experimentConversions,
  experimentExposures,
  staffSessions,
  staffVerifications,
  visitorActions,
  visitors,
} from '@/server/db/schema'

/** The settings a policy reads (process.env, or a plain object in tests). */
export type RetentionEnv = Readonly<Record<string, string | undefined>>

export const DEFAULT_ANALYTICS_RETENTION_DAYS = 395
export const MAX_RETENTION_DAYS = 3650

export interface RetentionPolicy {
  /** For logs: what is deleted. */
  name: string
  table: PgTable
  /** A unique column, used to delete in bounded batches. */
  key: PgColumn
  /** The row's age is measured from this timestamp. */
  createdAt: PgColumn
  /** Days a row is kept, from the environment. */
  maxAgeDays: (env: RetentionEnv) => number
  /** A further condition for deletion, if any. */
  onlyWhere?: SQL
}

/**
 * ANALYTICS_RETENTION_DAYS (whole days, 1–3650), default 395: 13 months, so a year-on-year
 * comparison of a whole month is still possible. An invalid value keeps the default (and is
 * reported in `invalid`), rather than deleting too much or too little.
 */
export function analyticsRetentionSetting(env: RetentionEnv = process.env): {
  days: number
  invalid?: string
} {
  const raw = env.ANALYTICS_RETENTION_DAYS?.trim()
  if (!raw) return { days: DEFAULT_ANALYTICS_RETENTION_DAYS }
  const days = Number(raw)
  return /^\d+$/.test(raw) && days >= 1 && days <= MAX_RETENTION_DAYS
    ? { days }
    : { days: DEFAULT_ANALYTICS_RETENTION_DAYS, invalid: raw }
}

export function analyticsRetentionDays(env: RetentionEnv = process.env): number {
  return analyticsRetentionSetting(env).days
}

export const DEFAULT_CSP_REPORT_RETENTION_DAYS = 30

/**
 * CSP_REPORT_RETENTION_DAYS (whole days, 1–3650), default 30: long enough to see a fault a
 * release brought and its fix; the reports name pages and blocked URLs, nothing more is needed.
 */
export function cspReportRetentionDays(env: RetentionEnv = process.env): number {
  const raw = env.CSP_REPORT_RETENTION_DAYS?.trim()
  const days = Number(raw)
  return raw && /^\d+$/.test(raw) && days >= 1 && days <= MAX_RETENTION_DAYS
    ? days
    : DEFAULT_CSP_REPORT_RETENTION_DAYS
}

export const DEFAULT_AUDIT_RETENTION_DAYS = 730

/**
 * AUDIT_RETENTION_DAYS (whole days, 1–3650), default 730: two years of who did what on the
 * desk, long enough to answer a question about last year's campaigns; then entries go.
 */
export function auditRetentionDays(env: RetentionEnv = process.env): number {
  const raw = env.AUDIT_RETENTION_DAYS?.trim()
  const days = Number(raw)
  return raw && /^\d+$/.test(raw) && days >= 1 && days <= MAX_RETENTION_DAYS
    ? days
    : DEFAULT_AUDIT_RETENTION_DAYS
}

/** Rows that are dead once their own expiry has passed: kept no time beyond it. */
const atExpiry = () => 0

export const RETENTION_POLICIES: readonly RetentionPolicy[] = [
  {
    name: 'analytics events',
    table: analyticsEvents,
    key: analyticsEvents.id,
    createdAt: analyticsEvents.createdAt,
    maxAgeDays: analyticsRetentionDays,
  },
  {
    name: 'visitor actions',
    table: visitorActions,
    key: visitorActions.id,
    createdAt: visitorActions.createdAt,
    maxAgeDays: analyticsRetentionDays,
  },
  {
    name: 'experiment exposures',
    table: experimentExposures,
    key: experimentExposures.id,
    createdAt: experimentExposures.createdAt,
    maxAgeDays: analyticsRetentionDays,
  },
  {
    name: 'experiment conversions',
    table: experimentConversions,
    key: experimentConversions.id,
    createdAt: experimentConversions.createdAt,
    maxAgeDays: analyticsRetentionDays,
  },
  {
    // A callsign is a row per GET: one with no action left is kept no longer than the actions
    // would be. One with recent actions stays (deleting it would cascade to them).
    name: 'visitors without actions',
    table: visitors,
    key: visitors.callsign,
    createdAt: visitors.createdAt,
    maxAgeDays: analyticsRetentionDays,
    onlyWhere: sql`NOT EXISTS (SELECT 1 FROM ${visitorActions} WHERE ${visitorActions.callsign} = ${visitors.callsign})`,
  },
  {
    name: 'CSP violation reports',
    table: cspReports,
    key: cspReports.id,
    createdAt: cspReports.createdAt,
    maxAgeDays: cspReportRetentionDays,
  },
  {
    // Flashes go with their session; this clears any left behind before it.
    name: 'desk flashes',
    table: deskFlashes,
    key: deskFlashes.sessionId,
    createdAt: deskFlashes.createdAt,
    maxAgeDays: () => 1,
  },
  {
    name: 'expired desk sessions',
    table: staffSessions,
    key: staffSessions.id,
    createdAt: staffSessions.expiresAt,
    maxAgeDays: atExpiry,
  },
  {
    // Used-up or expired one-time links and second-factor challenges.
    name: 'expired desk links and challenges',
    table: staffVerifications,
    key: staffVerifications.id,
    createdAt: staffVerifications.expiresAt,
    maxAgeDays: atExpiry,
  },
  {
    name: 'audit log entries',
    table: auditLog,
    key: auditLog.id,
    createdAt: auditLog.at,
    maxAgeDays: auditRetentionDays,
  },
]
