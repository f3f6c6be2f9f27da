/**
 * @jest-environment node
 *
 * Erasure removes an address everywhere we keep it, on PGlite and PostgreSQL: the address is
 * seeded in every place it can be, through the real ingest paths (which redact it on the way
 * in) and as rows written before redaction caught it (plain, percent-encoded, hashed under the
 * current key and under earlier ones); one erasure removes every one of them, and another
 * person's records stay.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { POST as eventsPost } from '@/app/api/events/route'
import { POST as actionPost } from '@/app/api/2/visitors/[callsign]/action/route'
import { GET as storeCookiesGet } from '@/app/store-cookies/route'
import { hmacEmailHasher, emailHasherFor } from '@/server/analytics/email-hash'
import { receiveCspReport } from '@/server/csp/receive-csp-report'
import {
  analyticsEvents,
  cspReports,
  emailLeads,
  partnerApplications,
  visitorActions,
  visitors,
} from '@/server/db/schema'
import { eraseEmailAddress } from '@/server/privacy/erase-email-address'
import { eraseEmailAddress as deskErasure } from '@/server/marketing/erase-lead'
import { emailMentionPattern } from '@/lib/privacy/email-mentions'
import {
  freshClientAddress,
  fromClient,
  releaseRouteDatabase,
  useRouteDatabase,
} from '../../helpers/route-runtime'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))

const ORIGIN = 'http://localhost:3000'
const SAME_SITE = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

describe.each(DRIVERS)('erasure of an address everywhere (%s)', (driver) => {
  let t: TestDatabase
  const unique = `${Date.now()}${randomBytes(3).toString('hex')}`
  const ADDRESS = `ann.erase+${unique}@example.com`
  /** As a visitor typed it, and percent-encoded as a URL carries it. */
  const TYPED = ADDRESS.replace('ann', 'Ann').replace('example', 'Example')
  const ENCODED = encodeURIComponent(TYPED)
  /** Someone else's records, which must stay: a longer address and a different one. */
  const JOANN = `joann.erase+${unique}@example.com`
  const OTHER = `bob.keep+${unique}@example.com`
  const CURRENT_KEY = `current-${randomBytes(24).toString('hex')}`
  const EARLIER_KEY = `earlier-${randomBytes(24).toString('hex')}`
  let callsign: string

  const env = { ...process.env }
  beforeAll(async () => {
    t = await openTestDatabase(driver)
    useRouteDatabase(t)
  })
  afterAll(async () => {
    process.env = env
    releaseRouteDatabase()
    await t?.close()
  })

  /** Every row of the five places, as text, that mentions `email` plainly or encoded. */
  async function plainMentions(email: string): Promise<string[]> {
    const pattern = new RegExp(emailMentionPattern(email), 'i')
    const tables = await Promise.all([
      t.db.select().from(emailLeads),
      t.db.select().from(analyticsEvents),
      t.db.select().from(visitorActions),
      t.db.select().from(cspReports),
    ])
    return tables
      .flat()
      .map((row) => JSON.stringify(row))
      .filter((text) => pattern.test(text))
  }

  it('seeds the address in every place: the ingest paths keep only its keyed hash', async () => {
    // 1. A lead from the hero's form, a utm value carrying the address too.
    const lead = await storeCookiesGet(
      new Request(
        `${ORIGIN}/store-cookies?utm_capture_email=${ENCODED}&landing=%2Flondon&utm_source=mail&utm_content=${ENCODED}`,
        {
          headers: fromClient(freshClientAddress(), {
            accept: 'text/html',
            'sec-fetch-site': 'same-origin',
          }),
        },
      ),
    )
    expect(lead.status).toBe(303)

    // 2. Analytics: an identify event, and a page view of '/london?email=…' (percent-encoded).
    const events = await eventsPost(
      new Request(`${ORIGIN}/api/events`, {
        method: 'POST',
        headers: fromClient(freshClientAddress(), {
          ...SAME_SITE,
          'content-type': 'application/json',
        }),
        body: JSON.stringify({
          events: [
            {
              kind: 'identify',
              path: '/london',
              properties: { email: TYPED, mail_lead_collected: true },
            },
            { kind: 'page', path: `/london?email=${ENCODED}`, properties: {} },
            { kind: 'track', name: `Shared with ${TYPED}`, path: '/london', properties: {} },
          ],
        }),
      }),
    )
    expect(events.status).toBe(204)

    // 3. A visitor action whose page URL carried the address in a utm value and its target.
    const [visitor] = await t.db
      .insert(visitors)
      .values({ callsign: crypto.randomUUID() })
      .returning()
    callsign = visitor!.callsign
    const action = await actionPost(
      new Request(`${ORIGIN}/api/2/visitors/${callsign}/action`, {
        method: 'POST',
        headers: fromClient(freshClientAddress(), {
          ...SAME_SITE,
          'content-type': 'application/x-www-form-urlencoded',
        }),
        body: new URLSearchParams({
          action: 'ClickCTA',
          source: 'hero',
          target: `/store-cookies?utm_capture_email=${ENCODED}`,
          utm_term: TYPED,
        }).toString(),
      }),
      { params: Promise.resolve({ callsign }) },
    )
    expect(action.status).toBe(204)

    // 4. A CSP report from '/london?email=…' (after a lead error).
    const report = await receiveCspReport(
      new Request(`${ORIGIN}/api/csp-report`, {
        method: 'POST',
        headers: fromClient(freshClientAddress(), { 'content-type': 'application/csp-report' }),
        body: JSON.stringify({
          'csp-report': {
            'document-uri': `${ORIGIN}/london?email=${ENCODED}`,
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'inline',
            disposition: 'enforce',
          },
        }),
      }),
      t.db,
    )
    expect(report.status).toBe(204)

    // What came in through the ingest paths keeps no address, plain or encoded; only the lead's
    // own email column does.
    const leaks = await plainMentions(ADDRESS)
    expect(leaks).toHaveLength(1)
    expect(JSON.parse(leaks[0]!)).toMatchObject({ email: TYPED, landingPath: '/london' })
    const hash = (await emailHasherFor(t.db))(ADDRESS)
    const [storedLead] = await t.db.select().from(emailLeads).where(eq(emailLeads.email, TYPED))
    expect(storedLead!.utm).toEqual({ utm_source: 'mail', utm_content: hash })
    const [storedAction] = await t.db
      .select()
      .from(visitorActions)
      .where(eq(visitorActions.callsign, callsign))
    expect(storedAction!.utm).toEqual({ utm_term: hash })
    expect(storedAction!.target).toBe(`/store-cookies?utm_capture_email=${hash}`)
  })

  it('finds and erases it everywhere, whichever key hashed it; other people stay', async () => {
    // Rows from before redaction caught them, and hashes under other keys.
    const earlier = hmacEmailHasher(EARLIER_KEY)(ADDRESS)
    const current = hmacEmailHasher(CURRENT_KEY)(ADDRESS)
    process.env.ANALYTICS_EMAIL_HASH_KEY = CURRENT_KEY
    process.env.ANALYTICS_EMAIL_HASH_KEY_FALLBACKS = `${randomBytes(20).toString('hex')}, ${EARLIER_KEY}`
    await t.db.insert(emailLeads).values([
      // Another person's lead whose campaign link carried the address.
      { email: OTHER, landingPath: '/bath', utm: { utm_campaign: `invite ${ADDRESS}` } },
      { email: JOANN, landingPath: '/bath', utm: {} },
    ])
    await t.db.insert(analyticsEvents).values([
      { kind: 'page', path: `/bath?email=${TYPED}`, properties: {} },
      { kind: 'page', path: `/bath?e=${encodeURIComponent(ENCODED)}`, properties: {} },
      { kind: 'track', name: `Click ${ADDRESS}`, path: '/bath', properties: {} },
      { kind: 'identify', path: '/bath', properties: { email: TYPED } },
      { kind: 'identify', path: '/bath', properties: { email_hash: earlier } },
      { kind: 'identify', path: '/bath', properties: { email_hash: current } },
      { kind: 'page', path: `/bath?h=${earlier}`, properties: {} },
      // Someone else's: stays.
      { kind: 'identify', path: '/bath', properties: { email: JOANN } },
      {
        kind: 'identify',
        path: '/bath',
        properties: { email_hash: hmacEmailHasher(EARLIER_KEY)(OTHER) },
      },
    ])
    await t.db.insert(visitorActions).values([
      {
        callsign,
        action: 'PageView',
        source: 'page',
        target: '/bath',
        utm: { utm_content: ADDRESS },
      },
      { callsign, action: 'PageView', source: 'page', target: `/bath?email=${ENCODED}`, utm: {} },
      { callsign, action: 'PageView', source: 'page', target: '/bath', utm: { utm_term: earlier } },
      { callsign, action: 'PageView', source: 'page', target: '/bath', utm: { utm_term: OTHER } },
    ])
    await t.db.insert(cspReports).values([
      {
        documentUri: `${ORIGIN}/bath?email=${TYPED}`,
        directive: 'script-src-elem',
        blockedUri: 'inline',
        disposition: 'enforce',
      },
      {
        documentUri: `${ORIGIN}/bath`,
        directive: 'script-src-elem',
        blockedUri: 'inline',
        sourceFile: `${ORIGIN}/x?e=${ENCODED}`,
        disposition: 'enforce',
      },
      {
        documentUri: `${ORIGIN}/bath?email=${encodeURIComponent(JOANN)}`,
        directive: 'script-src-elem',
        blockedUri: 'inline',
        disposition: 'enforce',
      },
    ])
    await t.db.insert(partnerApplications).values(
      [TYPED, OTHER].map((email, i) => ({
        reference: `MP-E${unique.slice(-5)}${i}`,
        formToken: `erase-${unique}-${i}`,
        venueName: 'Harbourside Climbing',
        venueType: 'climbing-wall',
        city: 'other',
        address: '12 Wapping Road, Bristol',
        postcode: 'BS1 4RW',
        contactName: 'Ann Erase',
        email,
        phone: '0117 496 0000',
        activities: ['climbing'],
        about: 'Bouldering for all levels.',
        partnership: 'pay-as-you-go',
        passwordHash: 'scrypt$not-a-real-hash',
      })),
    )

    /**
     * Rows of each place that hold `email` (lower-cased, plainly or percent-encoded once or
     * twice, not inside a longer address) or one of `hashes`: counted here in JavaScript, apart
     * from the SQL the erasure runs.
     */
    const mentionsOf = async (email: string, hashes: string[]) => {
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const once = encodeURIComponent(email).toLowerCase()
      const forms = [email, once, once.replaceAll('%', '%25')].map(escape)
      const found = new RegExp(`(?<![a-z0-9._+-])(${forms.join('|')})|${hashes.join('|') || '$^'}`)
      const count = (rows: object[]) =>
        rows.filter((row) => found.test(JSON.stringify(row).toLowerCase())).length
      return {
        leads: count(await t.db.select().from(emailLeads)),
        events: count(await t.db.select().from(analyticsEvents)),
        actions: count(await t.db.select().from(visitorActions)),
        cspReports: count(await t.db.select().from(cspReports)),
        applications: count(
          await t.db.select({ email: partnerApplications.email }).from(partnerApplications),
        ),
      }
    }
    const stored = (await emailHasherFor(t.db))(ADDRESS)
    const allHashes = [stored, earlier, current]
    const before = await mentionsOf(ADDRESS, allHashes)
    expect(before).toEqual({ leads: 2, events: 10, actions: 4, cspReports: 3, applications: 1 })

    // The desk's erasure is this one function.
    expect(deskErasure).toBe(eraseEmailAddress)
    const result = await eraseEmailAddress(t.db, `  ${ADDRESS.toUpperCase()} `)
    expect(result).toEqual(before)
    expect(await mentionsOf(ADDRESS, allHashes)).toEqual({
      leads: 0,
      events: 0,
      actions: 0,
      cspReports: 0,
      applications: 0,
    })

    // Other people's records stay, including a longer address that contains this one.
    const others = await mentionsOf(JOANN, [])
    expect(others).toMatchObject({ leads: 1, events: 1, cspReports: 1 })
    const bob = await mentionsOf(OTHER, [hmacEmailHasher(EARLIER_KEY)(OTHER)])
    expect(bob).toMatchObject({ events: 1, actions: 1, applications: 1 })
    // Bob's own lead went: its campaign link carried Ann's address.
    expect(bob.leads).toBe(0)
  })
})
