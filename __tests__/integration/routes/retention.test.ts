/**
 * @jest-environment node
 *
 * The retention job's pass (server/retention) against a real database: rows past
 * ANALYTICS_RETENTION_DAYS go, newer ones stay, in bounded batches; and the lead migrations'
 * dedupe of repeats captured before the unique index existed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { MIGRATIONS_FOLDER, type Database, type DatabaseHandle } from '@/server/db/client'
import {
  analyticsEvents,
  emailLeads,
  partnerApplications,
  visitorActions,
  visitors,
} from '@/server/db/schema'
import { deleteExpiredRows } from '@/server/retention/delete-expired-rows'
import {
  DEFAULT_ANALYTICS_RETENTION_DAYS,
  DEFAULT_EMAIL_LEAD_RETENTION_DAYS,
  DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS,
} from '@/server/retention/retention-policies'
import { DRIVERS, openTestDatabase } from './test-database'

const DAY_MS = 24 * 60 * 60 * 1000
const NOW = new Date()
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS)

describe.each(DRIVERS)('retention against %s', (driver) => {
  let handle: DatabaseHandle
  let db: Database

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    db = handle.db
  })

  afterAll(async () => {
    await handle?.close()
  })

  /** Rows of every kind, aged by `days`, tagged with a marker path/source. */
  async function seedAged(marker: string, days: number) {
    const createdAt = daysAgo(days)
    const callsign = crypto.randomUUID()
    await db.insert(visitors).values({ callsign, createdAt })
    await db
      .insert(visitorActions)
      .values({ callsign, action: 'Click', source: marker, target: '/', utm: {}, createdAt })
    await db
      .insert(analyticsEvents)
      .values({ kind: 'page', path: marker, properties: {}, createdAt })
    const lonely = crypto.randomUUID()
    await db.insert(visitors).values({ callsign: lonely, createdAt })
    return { callsign, lonely }
  }

  const eventsAt = (marker: string) =>
    db.select().from(analyticsEvents).where(eq(analyticsEvents.path, marker))
  const actionsAt = (marker: string) =>
    db.select().from(visitorActions).where(eq(visitorActions.source, marker))
  const visitorsIn = (callsigns: string[]) =>
    db.select().from(visitors).where(inArray(visitors.callsign, callsigns))

  it(`deletes events, actions and action-less visitors older than ${DEFAULT_ANALYTICS_RETENTION_DAYS} days, and keeps newer ones`, async () => {
    const stamp = `${driver}-${Date.now()}`
    const old = await seedAged(`/old-${stamp}`, DEFAULT_ANALYTICS_RETENTION_DAYS + 1)
    const recent = await seedAged(`/recent-${stamp}`, DEFAULT_ANALYTICS_RETENTION_DAYS - 1)
    // An old visitor who is still active: their recent action keeps them (and it).
    const active = crypto.randomUUID()
    await db.insert(visitors).values({ callsign: active, createdAt: daysAgo(900) })
    await db.insert(visitorActions).values({
      callsign: active,
      action: 'Click',
      source: `/active-${stamp}`,
      target: '/',
      utm: {},
      createdAt: daysAgo(2),
    })

    const result = await deleteExpiredRows(db, { now: NOW, env: {} })
    expect(result.ran).toBe(true)
    if (!result.ran) return
    expect(result.results.map((policy) => policy.name)).toEqual([
      'analytics events',
      'visitor actions',
      'experiment exposures',
      'experiment conversions',
      'visitors without actions',
      'CSP violation reports',
      'desk flashes',
      'expired desk sessions',
      'expired desk links and challenges',
      'audit log entries',
      'email leads',
      'partner applications',
    ])
    // CSP reports and the desk's tables have their own periods (csp-report.test.ts,
    // integration/desk); here, only the analytics.
    const analytics = ['analytics events', 'visitor actions', 'visitors without actions']
    for (const policy of result.results.filter((each) => analytics.includes(each.name))) {
      expect(policy.deleted).toBeGreaterThanOrEqual(1)
      expect(policy.more).toBe(false)
      expect(policy.cutoff.getTime()).toBe(daysAgo(DEFAULT_ANALYTICS_RETENTION_DAYS).getTime())
    }

    expect(await eventsAt(`/old-${stamp}`)).toHaveLength(0)
    expect(await actionsAt(`/old-${stamp}`)).toHaveLength(0)
    expect(await visitorsIn([old.callsign, old.lonely])).toHaveLength(0)

    expect(await eventsAt(`/recent-${stamp}`)).toHaveLength(1)
    expect(await actionsAt(`/recent-${stamp}`)).toHaveLength(1)
    expect(await visitorsIn([recent.callsign, recent.lonely])).toHaveLength(2)
    expect(await visitorsIn([active])).toHaveLength(1)
    expect(await actionsAt(`/active-${stamp}`)).toHaveLength(1)
  })

  it('honours ANALYTICS_RETENTION_DAYS', async () => {
    const marker = `/thirty-${driver}-${Date.now()}`
    await db.insert(analyticsEvents).values([
      { kind: 'page', path: marker, properties: {}, createdAt: daysAgo(31) },
      { kind: 'page', path: marker, properties: { kept: true }, createdAt: daysAgo(29) },
    ])
    await deleteExpiredRows(db, { now: NOW, env: { ANALYTICS_RETENTION_DAYS: '30' } })
    const rows = await eventsAt(marker)
    expect(rows.map((row) => row.properties)).toEqual([{ kept: true }])
  })

  it(`deletes email leads after EMAIL_LEAD_RETENTION_DAYS (default ${DEFAULT_EMAIL_LEAD_RETENTION_DAYS}) from capture`, async () => {
    const stamp = `${driver}-${Date.now()}`
    const lead = (name: string, days: number) => ({
      email: `${name}-${stamp}@example.com`,
      landingPath: '/london',
      utm: {},
      createdAt: daysAgo(days),
      captureDay: daysAgo(days).toISOString().slice(0, 10),
    })
    await db
      .insert(emailLeads)
      .values([
        lead('expired', DEFAULT_EMAIL_LEAD_RETENTION_DAYS + 1),
        lead('kept', DEFAULT_EMAIL_LEAD_RETENTION_DAYS - 1),
        lead('short', 31),
      ])
    const leadsOf = async () =>
      (
        await db
          .select({ email: emailLeads.email })
          .from(emailLeads)
          .where(sql`${emailLeads.email} like ${`%-${stamp}@example.com`}`)
      )
        .map((row) => row.email.split('-')[0])
        .sort()
    await deleteExpiredRows(db, { now: NOW, env: {} })
    expect(await leadsOf()).toEqual(['kept', 'short'])
    await deleteExpiredRows(db, { now: NOW, env: { EMAIL_LEAD_RETENTION_DAYS: '30' } })
    expect(await leadsOf()).toEqual([])
  })

  it(`deletes partner applications ${DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS} days after their last change, not their sending`, async () => {
    const stamp = `${driver}${Date.now()}`
    const application = (name: string, sentDaysAgo: number, changedDaysAgo: number) => ({
      reference: `MP-${name.toUpperCase().slice(0, 3)}${stamp.slice(-6)}`,
      formToken: `retention-${name}-${stamp}`,
      venueName: name,
      venueType: 'gym',
      city: 'other',
      address: '1 High Street, Leeds',
      postcode: 'LS1 1AA',
      contactName: 'Jo Bloggs',
      email: `${name}-${stamp}@example.com`,
      phone: '0113 496 0000',
      activities: ['gym'],
      about: 'A gym.',
      partnership: 'pay-as-you-go',
      passwordHash: 'scrypt$not-a-real-hash',
      createdAt: daysAgo(sentDaysAgo),
      updatedAt: daysAgo(changedDaysAgo),
    })
    await db.insert(partnerApplications).values([
      application(
        'untouched',
        DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS + 5,
        DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS + 5,
      ),
      // Sent long ago, but staff changed its status last month: kept.
      application('worked', DEFAULT_PARTNER_APPLICATION_RETENTION_DAYS + 5, 30),
      application('recent', 10, 10),
    ])
    const names = async () =>
      (
        await db
          .select({ name: partnerApplications.venueName })
          .from(partnerApplications)
          .where(sql`${partnerApplications.formToken} like ${`retention-%-${stamp}`}`)
      )
        .map((row) => row.name)
        .sort()
    await deleteExpiredRows(db, { now: NOW, env: {} })
    expect(await names()).toEqual(['recent', 'worked'])
    await deleteExpiredRows(db, {
      now: NOW,
      env: { PARTNER_APPLICATION_RETENTION_DAYS: '20' },
    })
    expect(await names()).toEqual(['recent'])
  })

  it('deletes in bounded batches and says when rows are left for the next pass', async () => {
    const marker = `/backlog-${driver}-${Date.now()}`
    const createdAt = daysAgo(DEFAULT_ANALYTICS_RETENTION_DAYS + 10)
    await db.insert(analyticsEvents).values(
      Array.from({ length: 7 }, () => ({
        kind: 'page',
        path: marker,
        properties: {},
        createdAt,
      })),
    )
    // Other old rows (from other tests) may be deleted first; this pass removes at most 2 × 3.
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]!.n
    const first = await deleteExpiredRows(db, { now: NOW, env: {}, batchSize: 3, maxBatches: 2 })
    const after = (await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]!.n
    expect(first.ran && first.results[0]).toMatchObject({ deleted: 6, more: true })
    expect(before - after).toBe(6)
    await deleteExpiredRows(db, { now: NOW, env: {}, batchSize: 3, maxBatches: 100 })
    expect(await eventsAt(marker)).toHaveLength(0)
  })

  // PGlite is one process by construction; several replicas share a PostgreSQL database.
  const itOnPostgres = driver === 'postgres' ? it : it.skip
  itOnPostgres(
    'lets one process at a time run a pass (another holding the lock skips it)',
    async () => {
      const { Client } = await import('pg')
      const other = new Client({ connectionString: process.env.TEST_DATABASE_URL })
      await other.connect()
      try {
        await other.query('BEGIN')
        await other.query('SELECT pg_advisory_xact_lock(727002)')
        expect(await deleteExpiredRows(db, { now: NOW, env: {} })).toEqual({
          ran: false,
          reason: 'locked',
        })
        await other.query('ROLLBACK')
        expect((await deleteExpiredRows(db, { now: NOW, env: {} })).ran).toBe(true)
      } finally {
        await other.end()
      }
    },
  )

  it('the lead migrations keep the first of repeats captured the same London day', async () => {
    const migration = (name: string) =>
      readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean)
    const email = `dupe-${driver}-${Date.now()}@example.com`
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    const rows = [
      { email, utm: { utm_source: 'first' }, createdAt: new Date('2026-07-01T10:00:00Z') },
      {
        email: email.toUpperCase(),
        utm: { utm_source: 'again' },
        createdAt: new Date('2026-07-01T12:00:00Z'),
      },
      { email, utm: { utm_source: 'next-day' }, createdAt: new Date('2026-07-01T23:30:00Z') },
    ]
    let kept: unknown
    // In a transaction that is rolled back, so the shared database is left as it was.
    await expect(
      db.transaction(async (tx) => {
        // As before the unique index: drop it, store repeats, then run the two migrations again.
        await tx.execute(sql`DROP INDEX email_leads_once_a_day_idx`)
        for (const row of rows) {
          await tx
            .insert(emailLeads)
            .values({ ...row, landingPath: '/london', captureDay: '2000-01-01' })
        }
        for (const statement of [
          ...migration('0005_email_leads_backfill_and_dedupe.sql'),
          ...migration('0006_email_leads_once_a_day.sql'),
        ]) {
          await tx.execute(sql.raw(statement))
        }
        kept = await tx
          .select({ utm: emailLeads.utm, captureDay: emailLeads.captureDay })
          .from(emailLeads)
          .where(sql`lower(${emailLeads.email}) = ${email}`)
          .orderBy(emailLeads.id)
        tx.rollback()
      }),
    ).rejects.toThrow(/rollback/i)
    expect(kept).toEqual([
      { utm: { utm_source: 'first' }, captureDay: '2026-07-01' },
      { utm: { utm_source: 'next-day' }, captureDay: '2026-07-02' },
    ])
  })
})
