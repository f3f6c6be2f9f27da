/**
 * @jest-environment node
 *
 * POST /api/events, the visitor callsign endpoints, preview and the hide-cookie image, through
 * the real handlers (and route modules where they need no Next request context) against a real,
 * migrated database.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { GET as hideCookieGif } from '@/app/hide-cookie.gif/route'
import {
  handleAnalyticsEvents,
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
} from '@/server/analytics/ingest'
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client'
import { analyticsEvents, visitorActions, visitors } from '@/server/db/schema'
import { handleCallsign, handleVisitorAction, MAX_ACTION_BODY_BYTES } from '@/server/visitors/handlers'

const ORIGIN = 'http://localhost:3000'
/** A stand-in for the keyed hash (server/analytics/email-hash.ts has its own tests). */
const hash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
const HASH = { hashEmail: hash }

let handle: DatabaseHandle
let db: Database

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' })
  db = handle.db
})

afterAll(async () => {
  await handle?.close()
})

function postEvents(body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

const event = (overrides: Record<string, unknown> = {}) => ({
  kind: 'page',
  path: '/london',
  properties: {},
  ...overrides,
})

async function expectBadRequest(response: Response, fragment: string | RegExp = /./) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: { message: string; code: string } }
  expect(body.error.code).toBe('BAD_REQUEST')
  expect(body.error.message).toMatch(fragment)
}

describe('POST /api/events', () => {
  it('stores a batch in one go and answers 204', async () => {
    const marker = `/batch-${Date.now()}`
    const events = [
      event({ path: marker }),
      event({
        kind: 'identify',
        path: marker,
        properties: { email: 'ann@example.com', mail_lead_collected: true },
      }),
      event({
        kind: 'track',
        name: 'Click CTA',
        path: marker,
        properties: {
          action: 'buy',
          elementLocation: 'hero',
          elementText: 'Join Now',
          callsign: 'abc-123',
        },
      }),
      event({
        kind: 'click',
        name: 'VideoPlay',
        path: marker,
        properties: { action: 'VideoPlay', source: 'video' },
      }),
    ]
    const response = await handleAnalyticsEvents(postEvents(JSON.stringify({ events })), db, HASH)
    expect(response.status).toBe(204)
    const rows = await db.select().from(analyticsEvents).where(eq(analyticsEvents.path, marker))
    expect(rows).toHaveLength(4)
    expect(rows.map((row) => row.kind).sort()).toEqual(['click', 'identify', 'page', 'track'])
    const identify = rows.find((row) => row.kind === 'identify')
    expect(identify?.properties).toEqual({
      email_hash: hash('ann@example.com'),
      mail_lead_collected: true,
    })
    expect(JSON.stringify(rows)).not.toContain('ann@example.com')
    const track = rows.find((row) => row.kind === 'track')
    expect(track).toMatchObject({ name: 'Click CTA', callsign: 'abc-123' })
    expect(track?.properties).toEqual({
      action: 'buy',
      elementLocation: 'hero',
      elementText: 'Join Now',
      callsign: 'abc-123',
    })
  })

  it('accepts the text/plain body sendBeacon sends, and a batch callsign', async () => {
    const marker = `/beacon-${Date.now()}`
    const response = await handleAnalyticsEvents(
      postEvents(JSON.stringify({ callsign: 'visitor-1', events: [event({ path: marker })] }), {
        'content-type': 'text/plain;charset=UTF-8',
      }),
      db,
      HASH,
    )
    expect(response.status).toBe(204)
    const [row] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.path, marker))
    expect(row?.callsign).toBe('visitor-1')
  })

  it(`accepts exactly ${MAX_EVENTS_PER_BATCH} events`, async () => {
    const marker = `/full-${Date.now()}`
    const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, () => event({ path: marker }))
    const response = await handleAnalyticsEvents(postEvents(JSON.stringify({ events })), db, HASH)
    expect(response.status).toBe(204)
    expect(
      await db.select().from(analyticsEvents).where(eq(analyticsEvents.path, marker)),
    ).toHaveLength(MAX_EVENTS_PER_BATCH)
  })

  it.each<[string, string, string | RegExp]>([
    ['not JSON', '{events:', 'not valid JSON'],
    ['a JSON array', '[]', '"events" array'],
    ['no events', '{}', '"events" array'],
    ['events not an array', '{"events":{}}', '"events" array'],
    ['an empty batch', '{"events":[]}', '1 to 20'],
    ['21 events', JSON.stringify({ events: Array.from({ length: 21 }, () => event()) }), '1 to 20'],
    ['an event that is not an object', '{"events":[1]}', 'events[0] must be an object'],
    ['an unknown kind', JSON.stringify({ events: [event({ kind: 'alert' })] }), 'events[0].kind'],
    [
      'a missing path',
      JSON.stringify({ events: [{ kind: 'page', properties: {} }] }),
      'events[0].path',
    ],
    [
      'a path too long',
      JSON.stringify({ events: [event({ path: `/${'a'.repeat(2048)}` })] }),
      'events[0].path',
    ],
    [
      'a path with a newline',
      JSON.stringify({ events: [event({ path: '/a\nb' })] }),
      'events[0].path',
    ],
    ['a numeric name', JSON.stringify({ events: [event({ name: 5 })] }), 'events[0].name'],
    [
      'properties as an array',
      JSON.stringify({ events: [event({ properties: [] })] }),
      'properties',
    ],
    ['properties missing', JSON.stringify({ events: [{ kind: 'page', path: '/' }] }), 'properties'],
    [
      'properties over 2 KB',
      JSON.stringify({ events: [event(), event({ properties: { blob: 'x'.repeat(2050) } })] }),
      'events[1].properties must serialise to at most 2048 bytes',
    ],
    [
      'properties over 2 KB in UTF-8 bytes',
      JSON.stringify({ events: [event({ properties: { blob: '£'.repeat(1030) } })] }),
      '2048 bytes',
    ],
    [
      'a NUL character',
      JSON.stringify({ events: [event({ properties: { a: 'x\u0000y' } })] }),
      'NUL',
    ],
  ])('rejects %s with 400 JSON', async (_, body, fragment) => {
    const before = (await db.select().from(analyticsEvents)).length
    await expectBadRequest(await handleAnalyticsEvents(postEvents(body), db, HASH), fragment)
    expect((await db.select().from(analyticsEvents)).length).toBe(before)
  })

  it('answers a body over 8 KB with 413 JSON, without reading it all', async () => {
    for (const size of [MAX_BATCH_BYTES + 800, 500_000]) {
      const big = JSON.stringify({
        events: Array.from({ length: 5 }, () =>
          event({ properties: { blob: 'x'.repeat(size / 5) } }),
        ),
      })
      const response = await handleAnalyticsEvents(postEvents(big), db, HASH)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: {
          message: `The body must be at most ${MAX_BATCH_BYTES} bytes: send fewer events per request.`,
          code: 'PAYLOAD_TOO_LARGE',
        },
      })
    }
  })

  it('rejects other content types and bytes that are not UTF-8', async () => {
    await expectBadRequest(
      await handleAnalyticsEvents(
        postEvents('{}', { 'content-type': 'application/x-www-form-urlencoded' }),
        db,
        HASH,
      ),
      'application/json or text/plain',
    )
    const invalidUtf8 = new Request(`${ORIGIN}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    })
    await expectBadRequest(await handleAnalyticsEvents(invalidUtf8, db, HASH), 'UTF-8')
  })

  it('refuses cross-site browser requests with 403', async () => {
    const body = JSON.stringify({ events: [event()] })
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.com' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]
    for (const headers of crossSite) {
      const response = await handleAnalyticsEvents(postEvents(body, headers), db, HASH)
      expect(response.status).toBe(403)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN')
    }
    const sameOrigin = await handleAnalyticsEvents(
      postEvents(body, { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }),
      db,
      HASH,
    )
    expect(sameOrigin.status).toBe(204)
  })
})

describe('visitor callsign and actions', () => {
  function postAction(callsign: string, body: string, headers: Record<string, string> = {}) {
    return new Request(`${ORIGIN}/api/2/visitors/${callsign}/action`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })
  }

  it('issues a callsign, then stores its actions with the UTM values', async () => {
    const issued = await handleCallsign(db)
    expect(issued.status).toBe(200)
    expect(issued.headers.get('cache-control')).toBe('no-store')
    const { visitor_id: callsign } = (await issued.json()) as { visitor_id: string }
    expect(callsign).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(await db.select().from(visitors).where(eq(visitors.callsign, callsign))).toHaveLength(1)

    const form = new URLSearchParams({
      action: 'Click',
      callsign,
      source: 'hero',
      target: 'https://account.example.com/signup',
      utm_source: 'news',
      utm_medium: 'email',
      utm_bogus: 'ignored',
    })
    const response = await handleVisitorAction(postAction(callsign, form.toString()), callsign, db)
    expect(response.status).toBe(204)
    const rows = await db.select().from(visitorActions).where(eq(visitorActions.callsign, callsign))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'Click',
      source: 'hero',
      target: 'https://account.example.com/signup',
      utm: { utm_source: 'news', utm_medium: 'email' },
    })
  })

  it('issues a different callsign each time', async () => {
    const a = (await (await handleCallsign(db)).json()) as { visitor_id: string }
    const b = (await (await handleCallsign(db)).json()) as { visitor_id: string }
    expect(a.visitor_id).not.toBe(b.visitor_id)
  })

  it('answers 404 JSON for an unknown or malformed callsign', async () => {
    for (const callsign of ['6f1c2b1e-8a53-4a5e-9d0b-2a4b1c3d4e5f', 'not-a-callsign', '..%2F..']) {
      const response = await handleVisitorAction(
        postAction(callsign, 'action=Click&source=hero&target=%2F'),
        callsign,
        db,
      )
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { message: 'Unknown visitor callsign.', code: 'NOT_FOUND' },
      })
    }
  })

  it.each([
    ['everything missing', '', 'action, source, target'],
    ['no target', 'action=Click&source=hero', 'target'],
    ['an empty action', 'action=&source=hero&target=%2F', 'action'],
    ['an action too long', `action=${'a'.repeat(101)}&source=hero&target=%2F`, 'action'],
    ['a control character', 'action=Cl%00ick&source=hero&target=%2F', 'action'],
  ])('answers 400 JSON for %s', async (_, body, missing) => {
    const { visitor_id: callsign } = (await (await handleCallsign(db)).json()) as {
      visitor_id: string
    }
    await expectBadRequest(
      await handleVisitorAction(postAction(callsign, body), callsign, db),
      missing,
    )
  })

  it('answers 413 JSON for a body over 8 KB', async () => {
    const { visitor_id: callsign } = (await (await handleCallsign(db)).json()) as {
      visitor_id: string
    }
    const body = `action=Click&source=hero&target=%2F&utm_source=${'x'.repeat(MAX_ACTION_BODY_BYTES)}`
    const response = await handleVisitorAction(postAction(callsign, body), callsign, db)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: {
        message: `The body must be at most ${MAX_ACTION_BODY_BYTES} bytes.`,
        code: 'PAYLOAD_TOO_LARGE',
      },
    })
  })

  it('answers 400 when the body callsign differs from the path', async () => {
    const { visitor_id: callsign } = (await (await handleCallsign(db)).json()) as {
      visitor_id: string
    }
    const body = 'action=Click&source=hero&target=%2F&callsign=someone-else'
    await expectBadRequest(
      await handleVisitorAction(postAction(callsign, body), callsign, db),
      'does not match',
    )
  })

  it('answers 415 for a JSON body and 403 for a cross-site form', async () => {
    const { visitor_id: callsign } = (await (await handleCallsign(db)).json()) as {
      visitor_id: string
    }
    const json = await handleVisitorAction(
      postAction(callsign, '{}', { 'content-type': 'application/json' }),
      callsign,
      db,
    )
    expect(json.status).toBe(415)
    const crossSite = await handleVisitorAction(
      postAction(callsign, 'action=Click&source=hero&target=%2F', { origin: 'https://evil.com' }),
      callsign,
      db,
    )
    expect(crossSite.status).toBe(403)
  })
})

describe('GET /hide-cookie.gif', () => {
  it('sets the cookie for a year and answers an uncached 1×1 GIF', async () => {
    const response = hideCookieGif(new Request(`${ORIGIN}/hide-cookie.gif`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^move_cookie_notice=hidden; /)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a')
    // Logical screen width and height, little-endian: 1 × 1.
    expect([bytes[6], bytes[7], bytes[8], bytes[9]]).toEqual([1, 0, 1, 0])
  })

  it('marks the cookie Secure over HTTPS', () => {
    const response = hideCookieGif(new Request('https://www.move.example/hide-cookie.gif'))
    expect(response.headers.get('set-cookie')).toContain('; Secure')
  })
})
