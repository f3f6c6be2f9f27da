/**
 * @jest-environment node
 *
 * The marketing desk's data through its real handlers and queries, against a real, seeded
 * database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set): the leads CSV (quoting,
 * neutralised cells, attachment), erasure, the funnel figures, landing pages with drafts and
 * their last change, preview, and partner applications (status, notes, export, no hash), each
 * audited and confirmed by a one-time flash, never by the URL.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import {
  DRAFT_OFFER_SLUG,
  STREAMING_OFFER_SLUG,
} from '@/server/db/seed/catalogue/seed-landing-pages'
import type { Database } from '@/server/db/client'
import {
  analyticsEvents,
  emailLeads,
  landingPages,
  partnerApplications,
  visitorActions,
  visitors,
} from '@/server/db/schema'
import { periodDays } from '@/lib/marketing/london-days'
import {
  handleApplicationUpdate,
  handleLeadErasure,
  handlePreviewEnter,
} from '@/server/marketing/desk-actions'
import { handleApplicationsCsv, handleLeadsCsv } from '@/server/marketing/desk-files'
import {
  funnelByCampaign,
  funnelByLandingPage,
  funnelTotals,
  leadsPerDay,
} from '@/server/marketing/funnel-query'
import {
  findLandingPageByPath,
  listOfferPages,
  listVenuePages,
  VENUE_PAGE_SIZE,
  type DeskLandingPage,
  type OfferListQuery,
} from '@/server/offers/desk-offers'
import { signedInStaff } from '@/__tests__/helpers/desk-staff'
import { releaseRouteDatabase, useRouteDatabase } from '@/__tests__/helpers/route-runtime'
import { auditLog, deskFlashes } from '@/server/db/schema'
import { emailHasherFor } from '@/server/analytics/email-hash'

const ORIGIN = 'http://localhost:3000'

/** A tiny RFC 4180 reader: enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += char
  }
  return rows
}

/** The CSV's text after checking it opens with a UTF-8 byte-order mark (Response.text() drops it). */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder().decode(bytes)
}

let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`

function application(overrides: Partial<typeof partnerApplications.$inferInsert> = {}) {
  const id = unique('app')
  return {
    reference: `MP-${id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(-10)}`,
    formToken: `token-${id}`,
    venueName: 'Harbour Yoga',
    venueType: 'studio',
    city: 'brighton',
    address: '1 Marine Parade',
    postcode: 'BN2 1TL',
    contactName: 'Ada Lovelace',
    email: `${id}@example.com`,
    phone: '01273 000000',
    website: null,
    activities: ['yoga'],
    about: 'A small studio by the sea with twelve classes a week.',
    partnership: 'Not sure yet',
    passwordHash: 'scrypt$32768$8$1$c2FsdA$SECRET-HASH-NEVER-SHOWN',
    ...overrides,
  }
}

describe.each(DRIVERS)('desk data against %s', (driver) => {
  let handle: TestDatabase
  let db: Database
  let cookie: string
  let sessionFlash: () => Promise<unknown>

  function post(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    return new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    })
  }
  const get = (path: string, withCookie = true) =>
    new Request(`${ORIGIN}${path}`, { headers: withCookie ? { cookie } : {} })

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    db = handle.db
    useRouteDatabase(handle)
    const publisher = await signedInStaff(db, 'publisher')
    cookie = publisher.cookie
    sessionFlash = async () => {
      const rows = await db.select({ message: deskFlashes.message }).from(deskFlashes)
      return rows.map((row) => row.message)
    }
  })

  afterAll(async () => {
    releaseRouteDatabase()
    await handle?.close()
  })

  describe('leads.csv', () => {
    it('is an attachment of every lead, quoted, with formula cells neutralised', async () => {
      await db.delete(emailLeads)
      await db.insert(emailLeads).values([
        {
          email: 'ann@example.com',
          landingPath: '/london',
          utm: {
            utm_source: 'newsletter',
            utm_medium: 'email',
            utm_campaign: 'spring, "big" sale',
          },
          createdAt: new Date('2026-11-20T09:00:00Z'),
        },
        {
          email: '=HYPERLINK("http://evil.example","click")@example.com',
          landingPath: '/offers/move_at_home_live',
          utm: {
            utm_source: '+cmd',
            utm_medium: '-2+3',
            utm_campaign: '@SUM(A1)',
            utm_term: '\t=1',
            utm_content: 'line\nbreak',
          },
          createdAt: new Date('2026-11-21T10:30:00Z'),
        },
      ])
      const response = await handleLeadsCsv(get('/marketing/leads.csv'), db)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="move-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const rows = parseCsv(await csvText(response))
      expect(rows).toEqual([
        [
          'email',
          'landing_path',
          'utm_source',
          'utm_campaign',
          'utm_medium',
          'utm_term',
          'utm_content',
          'created_at',
        ],
        [
          'ann@example.com',
          '/london',
          'newsletter',
          'spring, "big" sale',
          'email',
          '',
          '',
          '2026-11-20T09:00:00.000Z',
        ],
        [
          '\'=HYPERLINK("http://evil.example","click")@example.com',
          '/offers/move_at_home_live',
          "'+cmd",
          "'@SUM(A1)",
          "'-2+3",
          "'\t=1",
          'line\nbreak',
          '2026-11-21T10:30:00.000Z',
        ],
      ])
      // No cell a spreadsheet would evaluate.
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^\s*[=+\-@]|^[\t\r]/)
    })

    it('streams a large export in full, and `days` limits it to the period', async () => {
      await db.delete(emailLeads)
      const old = new Date(Date.now() - 100 * 86_400_000)
      await db.insert(emailLeads).values(
        Array.from({ length: 2500 }, (_, index) => ({
          email: `bulk-${index}@example.com`,
          landingPath: '/leeds',
          utm: {},
          createdAt: index < 2 ? old : new Date(),
        })),
      )
      const all = parseCsv(await csvText(await handleLeadsCsv(get('/marketing/leads.csv'), db)))
      expect(all).toHaveLength(2501)
      expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(2500)
      const recent = parseCsv(
        await csvText(await handleLeadsCsv(get('/marketing/leads.csv?days=90'), db)),
      )
      expect(recent).toHaveLength(2499)
    })

    it('without a session is a 401, never the data', async () => {
      const response = await handleLeadsCsv(get('/marketing/leads.csv', false), db)
      expect(response.status).toBe(401)
      expect(await response.text()).not.toContain('@example.com')
    })
  })

  describe('erasure', () => {
    it('removes the address everywhere we keep it, in any case, and nothing else', async () => {
      const address = `${unique('erase')}@example.com`
      const other = `${unique('keep')}@example.com`
      await db.insert(emailLeads).values([
        { email: address, landingPath: '/london', utm: {} },
        { email: address.toUpperCase(), landingPath: '/bath', utm: { utm_campaign: 'x' } },
        { email: other, landingPath: '/london', utm: {} },
      ])
      const hasher = await emailHasherFor(db)
      await db.insert(analyticsEvents).values([
        {
          kind: 'identify',
          path: '/london',
          properties: { email: address, mail_lead_collected: true },
        },
        { kind: 'identify', path: '/london', properties: { email: other } },
        // A longer address that ends with this one is someone else.
        { kind: 'identify', path: '/london', properties: { email: `jo${address}` } },
        {
          kind: 'track',
          path: '/london',
          properties: { nested: { contact: address.toUpperCase() } },
        },
        // Identify events now keep the address's keyed hash instead (server/analytics/email-hash).
        {
          kind: 'identify',
          path: '/london',
          properties: { email_hash: hasher(address), mail_lead_collected: true },
        },
        { kind: 'identify', path: '/london', properties: { email_hash: hasher(other) } },
        { kind: 'page', path: '/london', properties: {} },
      ])
      await db
        .insert(partnerApplications)
        .values([application({ email: address }), application({ email: other })])

      const response = await handleLeadErasure(
        post('/marketing/leads/erase', { email: ` ${address.toUpperCase()} `, confirm: 'yes' }),
        db,
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/marketing/leads#erase-lead')
      expect(await sessionFlash()).toEqual([{ kind: 'erased', leads: 2, events: 3, applications: 1, actions: 0, cspReports: 0 }])
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'leads.erase'))
      expect(entry).toMatchObject({ subject: 'an email address', details: { leads: 2, events: 3, applications: 1 } })
      expect(JSON.stringify(entry)).not.toContain('example.com')

      const lower = address.toLowerCase()
      const hashOf = await emailHasherFor(db)
      const left = await db.execute(sql`
        SELECT (SELECT count(*)::int FROM email_leads WHERE lower(email) = ${lower}) AS leads,
               (SELECT count(*)::int FROM analytics_events WHERE properties->>'email' = ${address}
                  OR properties->'nested'->>'contact' = ${address.toUpperCase()}) AS events,
               (SELECT count(*)::int FROM analytics_events WHERE properties->>'email' = ${`jo${address}`}) AS kept_longer,
               (SELECT count(*)::int FROM analytics_events WHERE properties->>'email_hash' = ${hashOf(address)}) AS hashed,
               (SELECT count(*)::int FROM analytics_events WHERE properties->>'email_hash' = ${hashOf(other)}) AS kept_hashed,
               (SELECT count(*)::int FROM partner_applications WHERE lower(email) = ${lower}) AS applications,
               (SELECT count(*)::int FROM email_leads WHERE email = ${other}) AS kept_leads,
               (SELECT count(*)::int FROM analytics_events WHERE properties->>'email' = ${other}) AS kept_events,
               (SELECT count(*)::int FROM partner_applications WHERE email = ${other}) AS kept_applications`)
      expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
        leads: 0,
        events: 0,
        kept_longer: 1,
        hashed: 0,
        kept_hashed: 1,
        applications: 0,
        kept_leads: 1,
        kept_events: 1,
        kept_applications: 1,
      })
    })

    it.each([
      [{ email: '', confirm: 'yes' }, 'missing'],
      [{ email: 'not-an-address', confirm: 'yes' }, 'invalid'],
      [{ email: 'ann@example.com' }, 'unconfirmed'],
    ])('%j is sent back with a problem and erases nothing', async (fields, problem) => {
      const response = await handleLeadErasure(post('/marketing/leads/erase', fields), db)
      expect(response.headers.get('location')).toBe('/marketing/leads#erase-lead')
      expect(await sessionFlash()).toEqual([{ kind: 'erasure-problem', problem }])
    })

    it('needs a session and our origin', async () => {
      const address = `${unique('guarded')}@example.com`
      await db.insert(emailLeads).values({ email: address, landingPath: '/london', utm: {} })
      const fields = { email: address, confirm: 'yes' }
      const noSession = await handleLeadErasure(
        post('/marketing/leads/erase', fields, { cookie: '' }),
        db,
      )
      expect(noSession.status).toBe(303)
      expect(noSession.headers.get('location')).toMatch(/^\/marketing\/sign-in(\?|$)/)
      const crossOrigin = await handleLeadErasure(
        post('/marketing/leads/erase', fields, { origin: 'https://evil.example' }),
        db,
      )
      expect(crossOrigin.status).toBe(403)
      expect(await db.select().from(emailLeads).where(eq(emailLeads.email, address))).toHaveLength(
        1,
      )
    })
  })

  describe('funnel', () => {
    it('counts views, CTA clicks and leads per landing page and campaign, in the period only', async () => {
      await db.delete(emailLeads)
      await db.delete(analyticsEvents)
      await db.delete(visitorActions)
      const now = new Date()
      const long = new Date(Date.now() - 40 * 86_400_000)
      const path = `/${unique('city').replace(/[^a-z]/g, '')}`
      await db.insert(analyticsEvents).values([
        ...Array.from({ length: 10 }, () => ({ kind: 'page', path, properties: {} })),
        ...Array.from({ length: 3 }, () => ({
          kind: 'track',
          name: 'Click CTA',
          path,
          properties: {},
        })),
        { kind: 'track', name: 'Something else', path, properties: {} },
        { kind: 'page', path, properties: {}, createdAt: long },
        { kind: 'page', path: '/bath', properties: {} },
      ])
      await db.insert(emailLeads).values([
        {
          email: 'a@example.com',
          landingPath: path,
          utm: { utm_campaign: 'spring' },
          createdAt: now,
        },
        { email: 'b@example.com', landingPath: path, utm: {}, createdAt: now },
        {
          email: 'c@example.com',
          landingPath: path,
          utm: { utm_campaign: 'spring' },
          createdAt: long,
        },
      ])
      const callsign = crypto.randomUUID()
      await db.insert(visitors).values({ callsign })
      await db.insert(visitorActions).values([
        ...Array.from({ length: 4 }, () => ({
          callsign,
          action: 'PageView',
          source: 'page',
          target: path,
          utm: { utm_campaign: 'spring' },
        })),
        {
          callsign,
          action: 'ClickCTA',
          source: 'hero',
          target: '/x',
          utm: { utm_campaign: 'spring' },
        },
        { callsign, action: 'PageView', source: 'page', target: path, utm: {} },
      ])

      const firstDay = periodDays(new Date(), 30)[0]!
      const byPage = await funnelByLandingPage(db, firstDay)
      expect(byPage.find((row) => row.key === path)).toEqual({
        key: path,
        views: 10,
        clicks: 3,
        leads: 2,
      })
      expect(byPage.find((row) => row.key === '/bath')).toEqual({
        key: '/bath',
        views: 1,
        clicks: 0,
        leads: 0,
      })
      expect(byPage[0]!.key).toBe(path) // busiest first

      const byCampaign = await funnelByCampaign(db, firstDay)
      expect(byCampaign).toEqual([
        { key: 'spring', views: 4, clicks: 1, leads: 1 },
        { key: '', views: 1, clicks: 0, leads: 1 },
      ])
      expect(await funnelTotals(db, firstDay)).toEqual({ views: 11, clicks: 3, leads: 2 })
      // 90 days reaches the older rows.
      const ninety = periodDays(new Date(), 90)[0]!
      expect(await funnelTotals(db, ninety)).toEqual({ views: 12, clicks: 3, leads: 3 })
    })

    it('groups leads by London day', async () => {
      await db.delete(emailLeads)
      await db.insert(emailLeads).values([
        // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
        {
          email: 'x@example.com',
          landingPath: '/',
          utm: {},
          createdAt: new Date('2026-06-30T23:30:00Z'),
        },
        {
          email: 'y@example.com',
          landingPath: '/',
          utm: {},
          createdAt: new Date('2026-07-01T12:00:00Z'),
        },
        {
          email: 'z@example.com',
          landingPath: '/',
          utm: {},
          createdAt: new Date('2026-06-30T12:00:00Z'),
        },
      ])
      expect(await leadsPerDay(db, '2026-06-30')).toEqual([
        { day: '2026-06-30', count: 1 },
        { day: '2026-07-01', count: 2 },
      ])
      // The period starts at London midnight: 23:30 UTC the evening before is inside it.
      expect(await leadsPerDay(db, '2026-07-01')).toEqual([{ day: '2026-07-01', count: 2 }])
    })
  })

  describe('landing pages', () => {
    it('lists every page but venues, drafts included, with their kind and status', async () => {
      const list = (query: Partial<OfferListQuery> = {}) =>
        listOfferPages(db, { status: 'all', kind: 'all', search: '', page: 1, ...query })
      const { pages, window } = await list()
      expect(window.total).toBeGreaterThan(0)
      const draft = pages.find((page) => page.urlSlug === DRAFT_OFFER_SLUG)
      expect(draft).toMatchObject({
        kind: 'Offer',
        isDraft: true,
        path: `/offers/${DRAFT_OFFER_SLUG}`,
      })
      expect(draft!.partner).toEqual(expect.any(String))
      expect(pages[0]!.isDraft).toBe(true) // drafts first
      const find = async (search: string, test: (page: DeskLandingPage) => boolean) =>
        (await list({ search })).pages.find(test)
      expect(
        (await find(STREAMING_OFFER_SLUG, (page) => page.urlSlug === STREAMING_OFFER_SLUG))?.kind,
      ).toBe('Streaming offer')
      expect((await find('national', (page) => page.path === '/'))?.kind).toBe('National')
      expect(await find('london', (page) => page.path === '/london')).toMatchObject({
        kind: 'City',
        city: 'London',
      })
      expect(await find('london', (page) => page.path === '/london?ref=spring')).toBeDefined()
      // The search matches titles too, whatever the case, and LIKE's wildcards only themselves.
      expect(
        (await list({ search: 'GYMS, CLASSES & POOLS IN LONDON' })).pages.map((page) => page.path),
      ).toContain('/london')
      expect((await list({ search: '%' })).window.total).toBe(0)
      const partners = await list({ kind: 'partner' })
      expect(partners.pages.length).toBeGreaterThan(0)
      expect(partners.pages.every((page) => page.kind === 'Partner')).toBe(true)
      expect((await list({ kind: 'product' })).pages.some((page) => page.kind === 'Partner')).toBe(
        false,
      )
      expect(pages.some((page) => page.kind === 'Venue')).toBe(false)
      expect((await list({ status: 'draft' })).pages.every((page) => page.isDraft)).toBe(true)
      expect((await list({ status: 'live' })).pages.some((page) => page.isDraft)).toBe(false)
    })

    it('pages venue pages, a bounded page at a time', async () => {
      const first = await listVenuePages(db, 'all', 1)
      expect(first.pages).toHaveLength(VENUE_PAGE_SIZE)
      expect(first.pages.every((page) => page.kind === 'Venue' && page.venue)).toBe(true)
      expect(first.window.total).toBeGreaterThan(VENUE_PAGE_SIZE)
      const last = await listVenuePages(db, 'all', 10_000)
      expect(last.window.page).toBe(last.window.pageCount)
      expect(last.pages.length).toBeGreaterThan(0)
      expect(new Set([...first.pages, ...last.pages].map((page) => page.id)).size).toBe(
        first.pages.length + last.pages.length,
      )
    })

    it('a page update moves its last change, whoever makes it', async () => {
      const [before] = await db
        .select({ updatedAt: landingPages.updatedAt })
        .from(landingPages)
        .where(eq(landingPages.urlSlug, DRAFT_OFFER_SLUG))
      await db.execute(
        sql`UPDATE landing_pages SET page_title = page_title || '' WHERE url_slug = ${DRAFT_OFFER_SLUG}`,
      )
      const [after] = await db
        .select({ updatedAt: landingPages.updatedAt })
        .from(landingPages)
        .where(eq(landingPages.urlSlug, DRAFT_OFFER_SLUG))
      expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
    })

    it('finds a page by its public path', async () => {
      expect((await findLandingPageByPath(db, `/offers/${DRAFT_OFFER_SLUG}`))?.isDraft).toBe(true)
      expect((await findLandingPageByPath(db, '/london'))?.kind).toBe('City')
      expect((await findLandingPageByPath(db, '/'))?.kind).toBe('National')
      expect(await findLandingPageByPath(db, '/offers/london')).toBeNull()
    })
  })

  describe('preview', () => {
    it('turns draft mode on for a signed-in staff member, then opens the page', async () => {
      const enableDraftMode = jest.fn()
      const path = `/offers/${DRAFT_OFFER_SLUG}`
      const response = await handlePreviewEnter(post('/marketing/preview', { path }), {
        db,
        enableDraftMode,
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(path)
      // The preview pass that binds draft access to this session.
      expect(response.headers.get('set-cookie')).toMatch(/^move_desk_preview=[^;]+; Path=\/; HttpOnly; SameSite=Strict/)
      expect(enableDraftMode).toHaveBeenCalledTimes(1)
    })

    it.each([
      ['no session', { path: '/offers/x' }, { cookie: '' }, 303],
      ['another origin', { path: '/offers/x' }, { origin: 'https://evil.example' }, 403],
      ['another site', { path: '//evil.example/offers/x' }, {}, 400],
      ['not a landing page', { path: '/api/preview/exit' }, {}, 400],
    ])('%s: draft mode stays off', async (_, fields, headers, status) => {
      const enableDraftMode = jest.fn()
      const response = await handlePreviewEnter(post('/marketing/preview', fields, headers), {
        db,
        enableDraftMode,
      })
      expect(response.status).toBe(status)
      expect(enableDraftMode).not.toHaveBeenCalled()
    })
  })

  describe('partner applications', () => {
    it('staff change the status and notes', async () => {
      const [row] = await db.insert(partnerApplications).values(application()).returning()
      const response = await handleApplicationUpdate(
        post(`/marketing/applications/${row!.id}`, {
          status: 'contacted',
          notes: 'Called; visit on Friday.',
          page: '2',
          filter: 'new',
        }),
        String(row!.id),
        db,
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(
        `/marketing/applications?page=2&status=new#application-${row!.id}`,
      )
      expect(await sessionFlash()).toEqual([{ kind: 'application-saved', id: row!.id }])
      const [saved] = await db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, row!.id))
      expect(saved).toMatchObject({ status: 'contacted', notes: 'Called; visit on Friday.' })
      expect(saved!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.updatedAt.getTime())
    })

    it.each([
      ['an unknown status', { status: 'deleted' }, 400],
      ['an unknown application', { status: 'new' }, 404],
    ])('%s is refused', async (_, fields, status) => {
      const id =
        status === 404
          ? '999999'
          : String((await db.insert(partnerApplications).values(application()).returning())[0]!.id)
      const response = await handleApplicationUpdate(
        post(`/marketing/applications/${id}`, fields),
        id,
        db,
      )
      expect(response.status).toBe(status)
    })

    it('without a session nothing changes', async () => {
      const [row] = await db.insert(partnerApplications).values(application()).returning()
      const response = await handleApplicationUpdate(
        post(`/marketing/applications/${row!.id}`, { status: 'approved' }, { cookie: '' }),
        String(row!.id),
        db,
      )
      expect(response.status).toBe(303)
      const [same] = await db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, row!.id))
      expect(same!.status).toBe('new')
    })

    it('exports every application, neutralised, never the password hash or form token', async () => {
      const [row] = await db
        .insert(partnerApplications)
        .values(application({ venueName: '=cmd|" /C calc"!A0', notes: '@risk' }))
        .returning()
      const response = await handleApplicationsCsv(get('/marketing/applications.csv'), db)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename="move-partner-applications-/,
      )
      const text = await csvText(response)
      expect(text).not.toContain('SECRET-HASH')
      expect(text).not.toContain('scrypt$')
      expect(text).not.toContain(row!.formToken)
      const rows = parseCsv(text)
      expect(rows[0]).not.toContain('password_hash')
      const exported = rows.find((cells) => cells[0] === row!.reference)!
      expect(exported[2]).toBe('\'=cmd|" /C calc"!A0')
      expect(exported).toContain("'@risk")
      expect(
        (await handleApplicationsCsv(get('/marketing/applications.csv', false), db)).status,
      ).toBe(401)
      await db.delete(partnerApplications).where(inArray(partnerApplications.id, [row!.id]))
    })
  })
})
