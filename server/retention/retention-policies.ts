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
  emailLeads,
  partnerApplications,
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

/** A retention setting as read: its days, and the value given when it was not valid. */
export interface RetentionSetting {
  days: number
  invalid?: string
}

/**
 * A retention period from the environment: whole days, 1–3650. An invalid value keeps the
 * default (and is reported in `invalid`), rather than deleting too much or too little.
 */
export function retentionDaysSetting(
  env: RetentionEnv,
  name: string,
  defaultDays: number,
): RetentionSetting {
  const raw = env[name]?.trim()
  if (!raw) return { days: defaultDays }
  const days = Number(raw)
  return /^\d+$/.test(raw) && days >= 1 && days <= MAX_RETENTION_DAYS
    ? { days }
    : { days: defaultDays, invalid: raw }
}

/**
 * ANALYTICS_RETENTION_DAYS, default 395: 13 months, so a year-on-year comparison of a whole
 * month is still possible.
 */
export function analyticsRetentionSetting(env: RetentionEnv = process.env): RetentionSetting {
  return retentionDaysSetting(env, 'ANALYTICS_RETENTION_DAYS', DEFAULT_ANALYTICS_RETENTION_DAYS)
}

export function analyticsRetentionDays(env: RetentionEnv = process.env): number {
  return analyticsRetentionSetting(env).days
}

export const DEFAULT_CSP_REPORT_RETENTION_DAYS = 30

/**
 * CSP_REPORT_RETENTION_DAYS, default 30: long enough to see a fault a release brought and its
 * fix; the reports name pages and blocked URLs, nothing more is needed.
 */
export function cspReportRetentionDays(env: RetentionEnv = process.env): number {
  return retentionDaysSetting(env, 'CSP_REPORT_RETENTION_DAYS', DEFAULT_CSP_REPORT_RETENTION_DAYS)
    .days
}

export const DEFAULT_AUDIT_RETENTION_DAYS = 730

/**
 * AUDIT_RETENTION_DAYS (whole days, 1–3650), default 730: two years of who did what on the
 * desk, long enough to answer a question about last year's campaigns; then entries go.
 */
export function auditRetentionDays(env: RetentionEnv = process.env): number {
  return retentionDaysSetting(env, 'AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS).days
}

/** Rows that are dead once their own expiry has passed: kept no time beyond it. */
const atExpiry = () => 0

export const DEFAULT_EMAIL_LEAD_RETENTION_DAYS = 395

/**
 * EMAIL_LEAD_RETENTION_DAYS, default 395 (13 months, from capture): a lead is an address a
 * visitor left on the way to signing up; marketing follows it up within weeks, and the desk's
 * funnel compares leads with the page views analytics keep for the same 13 months.
 */
export function emailLeadRetentionDays(env: RetentionEnv = process.env): number {
  return retentionDaysSetting(env, 'EMAIL_LEAD_RETENTION_DAYS', DEFAULT_EMAIL_LEAD_RETENTION_DAYS)
    .days
}

export const DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS = 730

/**
 * PARTNER_APPLICATION_RETENTION_DAYS, default 730 (two years since staff last changed its
 * status or notes, or since it was sent): long enough to take an application through to a
 * partnership or a refusal and to answer questions about it later; an application nobody has
 * touched for two years is done with.
 */
export function partnerApplicationRetentionDays(env: RetentionEnv = process.env): number {
  return retentionDaysSetting(
    env,
    'PARTNER_APPLICATION_RETENTION_DAYS',
    DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS,
  ).days
}

/** Every retention setting, for the job's start-up check of their values. */
export const RETENTION_SETTINGS = [
  ['ANALYTICS_RETENTION_DAYS', DEFAULT_ANALYTICS_RETENTION_DAYS],
  ['CSP_REPORT_RETENTION_DAYS', DEFAULT_CSP_REPORT_RETENTION_DAYS],
  ['EMAIL_LEAD_RETENTION_DAYS', DEFAULT_EMAIL_LEAD_RETENTION_DAYS],
  ['PARTNER_APPLICATION_RETENTION_DAYS', DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS],
  ['AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS],
] as const

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
  {
    name: 'email leads',
    table: emailLeads,
    key: emailLeads.id,
    createdAt: emailLeads.createdAt,
    maxAgeDays: emailLeadRetentionDays,
  },
  {
    // Aged from the last change, so an application staff are still working on stays.
    name: 'partner applications',
    table: partnerApplications,
    key: partnerApplications.id,
    createdAt: partnerApplications.updatedAt,
    maxAgeDays: partnerApplicationRetentionDays,
  },
]
