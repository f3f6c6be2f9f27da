/**
 * @jest-environment node
 *
 * The anonymous write endpoints through their real route modules (app/…/route.ts) against a
 * real, seeded database: rate limits (the memory store on PGlite, the PostgreSQL store with
 * TEST_DATABASE_URL), leads only from same-site GET navigations and once a day, no email in
 * analytics, and the safe redirect of preview.
 */
import { createHmac } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { GET as callsignGet, HEAD as callsignHead } from '@/app/api/2/visitor/callsign/route'
import { POST as actionPost } from '@/app/api/2/visitors/[callsign]/action/route'
import { POST as eventsPost } from '@/app/api/events/route'
import { GET as storeCookiesGet, HEAD as storeCookiesHead } from '@/app/store-cookies/route'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { analyticsEvents, appSecrets, emailLeads, visitors } from '@/server/db/schema'
import { EMAIL_HASH_KEY_SECRET } from '@/server/analytics/email-hash'
import { RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit-budgets'
import {
  freshClientAddress,
  fromClient,
  releaseRouteDatabase,
  useRouteDatabase,
} from '../../helpers/route-runtime'
import { DRIVERS, openTestDatabase } from './test-database'

jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))

const ORIGIN = 'http://localhost:3000'
let counter = 0
function uniqueEmail(): string {
  counter += 1
  return `writes-${Date.now()}-${counter}@example.com`
}

/** London's calendar date now, as PostgreSQL's date type prints it. */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
}

function leadRequest(
  address: string,
  query: string,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
  method = 'GET',
): Request {
  return new Request(`${ORIGIN}/store-cookies?${query}`, {
    method,
    headers: fromClient(address, { accept: 'text/html', ...headers }),
  })
}

describe.each(DRIVERS)('anonymous writes against %s', (driver) => {
  let handle: DatabaseHandle
  let db: Database
  const leadsFor = (email: string) =>
    db
      .select()
      .from(emailLeads)
      .where(sql`lower(${emailLeads.email}) = lower(${email})`)

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    db = handle.db
    useRouteDatabase(handle)
  })

  afterAll(async () => {
    releaseRouteDatabase()
    await handle?.close()
  })

  describe('GET /store-cookies', () => {
    it('stores a lead from a same-site form submission', async () => {
      const email = uniqueEmail()
      const response = await storeCookiesGet(
        leadRequest(
          freshClientAddress(),
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon`,
        ),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/^https:\/\/account\.example\.com\//)
      const rows = await leadsFor(email)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.captureDay).toBe(londonToday())
    })

    it.each([
      ['same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
      ['none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
      ['no Fetch Metadata, a same-origin Referer', { referer: `${ORIGIN}/london` }],
    ])('stores a lead for %s', async (_, headers) => {
      const email = uniqueEmail()
      const response = await storeCookiesGet(
        leadRequest(
          freshClientAddress(),
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon`,
          headers,
        ),
      )
      expect(response.status).toBe(303)
      expect(await leadsFor(email)).toHaveLength(1)
    })

    it.each([
      [
        'Sec-Fetch-Site cross-site (an <img> or a link on another site)',
        { 'sec-fetch-site': 'cross-site' },
      ],
      [
        'cross-site even with our Referer',
        { 'sec-fetch-site': 'cross-site', referer: `${ORIGIN}/london` },
      ],
      ['no Fetch Metadata and a foreign Referer', { referer: 'https://evil.example/page' }],
      ['no Fetch Metadata and no Referer (a script)', {}],
    ])('stores nothing for %s and goes back to the page, address filled in', async (_, headers) => {
      const email = uniqueEmail()
      const response = await storeCookiesGet(
        leadRequest(
          freshClientAddress(),
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon&utm_source=news`,
          headers,
        ),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(
        `/london?${new URLSearchParams({ utm_source: 'news', email }).toString()}`,
      )
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await leadsFor(email)).toHaveLength(0)
    })

    it('HEAD stores nothing: 405, Allow: GET (Next would otherwise run GET for it)', () => {
      const response = storeCookiesHead()
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET')
    })

    it('stores one lead per address, page and day: a repeat gets the same redirect, the first UTM values stay', async () => {
      const email = uniqueEmail()
      const address = freshClientAddress()
      const first = await storeCookiesGet(
        leadRequest(
          address,
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon&utm_source=first`,
        ),
      )
      const repeat = await storeCookiesGet(
        leadRequest(
          address,
          `utm_capture_email=${encodeURIComponent(email.toUpperCase())}&landing=%2Flondon&utm_source=second`,
        ),
      )
      expect(repeat.status).toBe(303)
      expect(repeat.headers.get('location')).toBe(first.headers.get('location'))
      const rows = await leadsFor(email)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.utm).toEqual({ utm_source: 'first' })
      // Another page is another lead.
      await storeCookiesGet(
        leadRequest(address, `utm_capture_email=${encodeURIComponent(email)}&landing=%2Fbath`),
      )
      expect((await leadsFor(email)).map((row) => row.landingPath).sort()).toEqual([
        '/bath',
        '/london',
      ])
    })

    it('keeps a lead per day: the same address and page on another day is another row', async () => {
      const email = uniqueEmail()
      const values = { email, landingPath: '/london', utm: {} }
      await db.insert(emailLeads).values({ ...values, captureDay: '2026-01-01' })
      await db.insert(emailLeads).values({ ...values, captureDay: '2026-01-02' })
      const repeat = await db
        .insert(emailLeads)
        .values({ ...values, email: email.toUpperCase(), captureDay: '2026-01-02' })
        .onConflictDoNothing()
        .returning({ id: emailLeads.id })
      expect(repeat).toHaveLength(0)
      expect(await leadsFor(email)).toHaveLength(2)
    })

    it(`answers lead ${RATE_LIMIT_BUDGETS.lead.points + 1} in a minute with a 429 page and Retry-After`, async () => {
      const address = freshClientAddress()
      const points = RATE_LIMIT_BUDGETS.lead.points
      for (let i = 0; i < points; i += 1) {
        // Invalid addresses count too (and store nothing, keeping the test quick).
        const response = await storeCookiesGet(leadRequest(address, 'utm_capture_email=x'))
        expect(response.status).toBe(303)
      }
      const email = uniqueEmail()
      const limited = await storeCookiesGet(
        leadRequest(address, `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon`),
      )
      expect(limited.status).toBe(429)
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_BUDGETS.lead.durationSeconds)
      expect(limited.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await limited.text()).toContain('Too many requests')
      expect(await leadsFor(email)).toHaveLength(0)
      // Another client is unaffected.
      const other = await storeCookiesGet(
        leadRequest(
          freshClientAddress(),
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon`,
        ),
      )
      expect(other.status).toBe(303)
      expect(await leadsFor(email)).toHaveLength(1)
      if (driver === 'postgres') {
        // Counted in PostgreSQL, where every replica sees it.
        const rows = await db.execute(
          sql`SELECT points FROM rate_limit_buckets WHERE key = ${`lead:${address}`}`,
        )
        expect((rows as unknown as { rows: Array<{ points: number }> }).rows[0]?.points).toBe(
          points + 1,
        )
      }
    })
  })

  describe('POST /api/events', () => {
    const post = (address: string, body: unknown) =>
      eventsPost(
        new Request(`${ORIGIN}/api/events`, {
          method: 'POST',
          headers: fromClient(address, {
            'content-type': 'application/json',
            origin: ORIGIN,
            'sec-fetch-site': 'same-origin',
          }),
          body: JSON.stringify(body),
        }),
      )

    it('stores identify events with a keyed hash of the address, never the address', async () => {
      const email = uniqueEmail()
      const path = `/identify-${Date.now()}`
      const identify = {
        kind: 'identify',
        path,
        properties: { email, mail_lead_collected: true, note: `typed ${email} twice` },
      }
      expect((await post(freshClientAddress(), { events: [identify] })).status).toBe(204)
      expect(
        (
          await post(freshClientAddress(), {
            events: [{ ...identify, properties: { email: email.toUpperCase() } }],
          })
        ).status,
      ).toBe(204)
      const rows = await db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path))
      expect(rows).toHaveLength(2)
      expect(JSON.stringify(rows).toLowerCase()).not.toContain(email.toLowerCase())
      const [key] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, EMAIL_HASH_KEY_SECRET))
      expect(key?.value.length).toBeGreaterThanOrEqual(32)
      const expected = createHmac('sha256', key!.value).update(email.toLowerCase()).digest('hex')
      for (const row of rows) expect(row.properties.email_hash).toBe(expected)
      expect(rows.find((row) => 'note' in row.properties)?.properties.note).toBe(
        `typed ${expected} twice`,
      )
    })

    it(`answers request ${RATE_LIMIT_BUDGETS['analytics-event'].points + 1} in a minute with 429 JSON`, async () => {
      const address = freshClientAddress()
      const points = RATE_LIMIT_BUDGETS['analytics-event'].points
      for (let i = 0; i < points; i += 1) {
        // Malformed batches count too.
        expect((await post(address, {})).status).toBe(400)
      }
      const limited = await post(address, { events: [{ kind: 'page', path: '/', properties: {} }] })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe(
        'RATE_LIMITED',
      )
    })
  })

  describe('visitor callsigns and actions', () => {
    const getCallsign = (address: string) =>
      callsignGet(new Request(`${ORIGIN}/api/2/visitor/callsign`, { headers: fromClient(address) }))

    it('HEAD issues no callsign', async () => {
      const before = (await db.select({ n: sql<number>`count(*)::int` }).from(visitors))[0]?.n
      const response = callsignHead()
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET')
      const after = (await db.select({ n: sql<number>`count(*)::int` }).from(visitors))[0]?.n
      expect(after).toBe(before)
    })

    it(`answers callsign ${RATE_LIMIT_BUDGETS.callsign.points + 1} in a minute with 429 and inserts no more`, async () => {
      const address = freshClientAddress()
      const points = RATE_LIMIT_BUDGETS.callsign.points
      for (let i = 0; i < points; i += 1) expect((await getCallsign(address)).status).toBe(200)
      const before = (await db.select({ n: sql<number>`count(*)::int` }).from(visitors))[0]?.n
      const limited = await getCallsign(address)
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
      const after = (await db.select({ n: sql<number>`count(*)::int` }).from(visitors))[0]?.n
      expect(after).toBe(before)
    })

    it.each([
      ['an <img> or script on another site', { 'sec-fetch-site': 'cross-site' }],
      ["another site's fetch", { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      [
        'a page of a host that is not ours',
        { 'sec-fetch-site': 'same-origin', host: 'rebound.example' },
      ],
    ])(
      'refuses a callsign to %s (403), before its budget and without a row',
      async (_, headers) => {
        const address = freshClientAddress()
        const count = async () =>
          (await db.select({ n: sql<number>`count(*)::int` }).from(visitors))[0]?.n
        const before = await count()
        for (let i = 0; i <= RATE_LIMIT_BUDGETS.callsign.points; i += 1) {
          const refused = await callsignGet(
            new Request(`${ORIGIN}/api/2/visitor/callsign`, {
              headers: fromClient(address, headers),
            }),
          )
          expect(refused.status).toBe(403)
          expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
            'FORBIDDEN',
          )
        }
        expect(await count()).toBe(before)
        // The refusals spent none of the address's budget: our own page still gets its id.
        const ours = await callsignGet(
          new Request(`${ORIGIN}/api/2/visitor/callsign`, {
            headers: fromClient(address, { 'sec-fetch-site': 'same-origin' }),
          }),
        )
        expect(ours.status).toBe(200)
      },
    )

    it(`answers action ${RATE_LIMIT_BUDGETS['visitor-action'].points + 1} in a minute with 429`, async () => {
      const address = freshClientAddress()
      const { visitor_id: callsign } = (await (await getCallsign(address)).json()) as {
        visitor_id: string
      }
      const post = () =>
        actionPost(
          new Request(`${ORIGIN}/api/2/visitors/${callsign}/action`, {
            method: 'POST',
            headers: fromClient(address, {
              'content-type': 'application/x-www-form-urlencoded',
              origin: ORIGIN,
            }),
            body: 'action=Click&source=hero&target=%2F',
          }),
          { params: Promise.resolve({ callsign }) },
        )
      for (let i = 0; i < RATE_LIMIT_BUDGETS['visitor-action'].points; i += 1) {
        expect((await post()).status).toBe(204)
      }
      const limited = await post()
      expect(limited.status).toBe(429)
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe(
        'RATE_LIMITED',
      )
    })
  })

  describe('writes only from our own hosts (NEXT_PUBLIC_SITE_URL, SITE_HOSTS)', () => {
    /** A page of a DNS name pointed at our server: same-origin with itself, not ours. */
    const REBOUND = 'http://rebound.example'
    const from = (address: string, host: string, origin: string) =>
      fromClient(address, { host, origin, 'sec-fetch-site': 'same-origin' })
    const eventsRows = (path: string) =>
      db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path))

    it.each([
      ['a host we do not know', 'rebound.example', REBOUND, 403, 0],
      ['our host, from a page elsewhere', 'localhost:3000', REBOUND, 403, 0],
      ['our own host and page', 'localhost:3000', ORIGIN, 204, 1],
    ])('analytics events from %s: %i', async (_, host, origin, status, rows) => {
      const path = `/own-hosts-${Date.now()}-${status}-${host}`
      const response = await eventsPost(
        new Request(`${ORIGIN}/api/events`, {
          method: 'POST',
          headers: from(freshClientAddress(), host, origin),
          body: JSON.stringify({ events: [{ kind: 'page', path, properties: {} }] }),
        }),
      )
      expect(response.status).toBe(status)
      expect(await eventsRows(path)).toHaveLength(rows)
    })

    it('a lead from a page of a host we do not know is not stored', async () => {
      const email = uniqueEmail()
      const response = await storeCookiesGet(
        leadRequest(
          freshClientAddress(),
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon`,
          { 'sec-fetch-site': 'same-origin', host: 'rebound.example' },
        ),
      )
      expect(response.status).toBe(303)
      expect(await leadsFor(email)).toHaveLength(0)
    })

    it('SITE_HOSTS makes another host ours', async () => {
      process.env.SITE_HOSTS = 'www.move.example'
      try {
        const path = `/own-hosts-listed-${Date.now()}`
        const response = await eventsPost(
          new Request(`${ORIGIN}/api/events`, {
            method: 'POST',
            headers: from(freshClientAddress(), 'www.move.example', 'https://www.move.example'),
            body: JSON.stringify({ events: [{ kind: 'page', path, properties: {} }] }),
          }),
        )
        expect(response.status).toBe(204)
        expect(await eventsRows(path)).toHaveLength(1)
      } finally {
        delete process.env.SITE_HOSTS
      }
    })
  })
})
