/**
 * @jest-environment node
 *
 * The marketing desk's sign-in through its real route handlers, against a real database
 * (PGlite always, PostgreSQL when TEST_DATABASE_URL is set): the page, a good and a bad
 * password, the session cookie, expiry, sign-out, a new password ending sessions, and the
 * password made by the first start.
 */
import { eq } from 'drizzle-orm'
import { marketingDeskPassword, marketingSessions } from '@/server/db/schema'
import type { Database } from '@/server/db/client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import { deskChecks } from '@/server/marketing/desk-checks'
import {
  credentialTag,
  currentCredential,
  ensureDeskPassword,
  setDeskPassword,
} from '@/server/marketing/desk-password'
import { handleLeadsCsv } from '@/server/marketing/desk-files'
import { createSession, findSession } from '@/server/marketing/sessions'
import { handleSignIn, handleSignInPage, handleSignOut } from '@/server/marketing/sign-in'
import { RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit-budgets'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'

const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'correct horse battery staple'

/** Each request from its own client address, unless a test says otherwise: budgets are per address. */
let addresses = 0
const nextAddress = () => {
  addresses += 1
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

function signInPost(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/marketing/sign-in`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      [PEER_ADDRESS_HEADER]: peerAddressValue(nextAddress()),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

function get(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} })
}

/** The `name=value` part of a Set-Cookie header, for the next request's Cookie header. */
function cookiePair(response: Response): string {
  const header = response.headers.get('set-cookie') ?? ''
  return header.split(';')[0] ?? ''
}

function expectDeskHeaders(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
}

describe.each(DRIVERS)('desk sign-in against %s', (driver) => {
  let handle: TestDatabase
  let db: Database
  const signIn = (request: Request) => handleSignIn(request, db, deskChecks)

  beforeAll(async () => {
    delete process.env.MARKETING_PASSWORD
    handle = await openTestDatabase(driver)
    db = handle.db
  })

  afterAll(async () => {
    await handle?.close()
  })

  beforeEach(async () => {
    delete process.env.MARKETING_PASSWORD
    await setDeskPassword(db, PASSWORD)
  })

  it('serves a plain form with one password field, never indexed or cached', async () => {
    const response = await handleSignInPage(get('/marketing/sign-in'), db)
    expect(response.status).toBe(200)
    expectDeskHeaders(response)
    const html = await response.text()
    expect(html).toContain('<form method="post" action="/marketing/sign-in">')
    expect(html.match(/<input /g)).toHaveLength(1)
    expect(html).toContain('name="password" type="password"')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).not.toContain('<script')
  })

  it('a good password opens an 8-hour session with a strict cookie and goes to the desk', async () => {
    const response = await signIn(signInPost({ password: PASSWORD }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/marketing')
    expectDeskHeaders(response)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^move_marketing_session=[A-Za-z0-9_-]{43}; /)
    expect(cookie).toContain('Path=/marketing')
    expect(cookie).toContain('Max-Age=28800')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).not.toContain('Secure')

    const token = cookiePair(response).split('=')[1]!
    const session = await findSession(db, token)
    expect(session).not.toBeNull()
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(7.99)
    expect(hours).toBeLessThanOrEqual(8)
    // Only a hash of the token is stored.
    const rows = await db.select().from(marketingSessions)
    expect(rows.some((row) => row.tokenHash === token)).toBe(false)

    // The session opens the desk's files; the sign-in page sends a signed-in visitor on.
    expect(
      (await handleLeadsCsv(get('/marketing/leads.csv', cookiePair(response)), db)).status,
    ).toBe(200)
    const page = await handleSignInPage(get('/marketing/sign-in', cookiePair(response)), db)
    expect(page.status).toBe(303)
  })

  it('returns to the desk page asked for, and only to a desk page', async () => {
    const back = await signIn(signInPost({ password: PASSWORD, next: '/marketing/leads?days=7' }))
    expect(back.headers.get('location')).toBe('/marketing/leads?days=7')
    for (const next of ['//evil.example/', 'https://evil.example/marketing', '/london']) {
      const response = await signIn(signInPost({ password: PASSWORD, next }))
      expect(response.headers.get('location')).toBe('/marketing')
    }
  })

  it('is Secure behind https (a proxy saying so, or an https site)', async () => {
    const response = await signIn(
      signInPost({ password: PASSWORD }, { 'x-forwarded-proto': 'https' }),
    )
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/)
  })

  it.each([
    ['a wrong password', { password: 'not the password' }, 'That password is not right'],
    [
      'the password in the wrong case',
      { password: PASSWORD.toUpperCase() },
      'That password is not right',
    ],
    ['no password', { password: '' }, 'Enter the password'],
    ['no field at all', {}, 'Enter the password'],
  ])(
    '%s: 401, the form again with its error, no cookie, no session',
    async (_, fields, message) => {
      const before = await db.select().from(marketingSessions)
      const response = await signIn(signInPost(fields))
      expect(response.status).toBe(401)
      expectDeskHeaders(response)
      expect(response.headers.get('set-cookie')).toBeNull()
      const html = await response.text()
      expect(html).toContain(message)
      expect(html).toContain('role="alert"')
      expect(html).toContain('aria-invalid="true"')
      expect(await db.select().from(marketingSessions)).toHaveLength(before.length)
    },
  )

  it('is rate-limited per address: a handful of tries a minute, then 429 with Retry-After', async () => {
    const { points } = RATE_LIMIT_BUDGETS['marketing-sign-in']
    expect(points).toBeGreaterThanOrEqual(3)
    expect(points).toBeLessThanOrEqual(10)
    const address = nextAddress()
    const from = (fields: Record<string, string>, peer = address) =>
      signIn(
        signInPost(fields, { [PEER_ADDRESS_HEADER]: peerAddressValue(peer), accept: 'text/html' }),
      )
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect((await from({ password: `guess ${attempt}` })).status).toBe(401)
    }
    // Over budget: even the right password waits, and no session is made.
    const limited = await from({ password: PASSWORD })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('content-type')).toContain('text/html')
    expect(limited.headers.get('set-cookie')).toBeNull()
    expect(await limited.text()).toContain('Too many requests')
    // Another address is not held up.
    expect((await from({ password: PASSWORD }, nextAddress())).status).toBe(303)
  })

  it('refuses a POST from another origin before looking at the password', async () => {
    const response = await signIn(
      signInPost({ password: PASSWORD }, { origin: 'https://evil.example' }),
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a body that is not a plain form', async () => {
    const request = new Request(`${ORIGIN}/marketing/sign-in`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect((await signIn(request)).status).toBe(415)
    const huge = signInPost({ password: 'x'.repeat(10_000) })
    expect((await signIn(huge)).status).toBe(413)
  })

  it('a session expires after 8 hours: files answer 401, the page asks to sign in again', async () => {
    const credential = (await currentCredential(db))!
    const eightHoursAgo = new Date(Date.now() - 8 * 3_600_000 - 1000)
    const { token } = await createSession(db, credential, eightHoursAgo)
    const cookie = `move_marketing_session=${token}`
    expect(await findSession(db, token)).toBeNull()
    const file = await handleLeadsCsv(get('/marketing/leads.csv', cookie), db)
    expect(file.status).toBe(401)
    expectDeskHeaders(file)
    expect(await file.text()).toContain('Sign in at /marketing/sign-in')
    const page = await handleSignInPage(get('/marketing/sign-in', cookie), db)
    expect(page.status).toBe(200)

    // One just inside its 8 hours still counts.
    const recent = await createSession(
      db,
      credential,
      new Date(Date.now() - 8 * 3_600_000 + 60_000),
    )
    expect(await findSession(db, recent.token)).not.toBeNull()
  })

  it('expired sessions are purged at the next sign-in', async () => {
    const credential = (await currentCredential(db))!
    await createSession(db, credential, new Date(Date.now() - 9 * 3_600_000))
    await signIn(signInPost({ password: PASSWORD }))
    const rows = await db.select().from(marketingSessions)
    expect(rows.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true)
  })

  it('sign-out ends the session for good and clears the cookie', async () => {
    const response = await signIn(signInPost({ password: PASSWORD }))
    const cookie = cookiePair(response)
    const out = await handleSignOut(
      new Request(`${ORIGIN}/marketing/sign-out`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, [PEER_ADDRESS_HEADER]: peerAddressValue(nextAddress()) },
      }),
      db,
      deskChecks,
    )
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/marketing/sign-in?notice=signedOut')
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await handleLeadsCsv(get('/marketing/leads.csv', cookie), db)).status).toBe(401)
  })

  it('a new password ends every session', async () => {
    const response = await signIn(signInPost({ password: PASSWORD }))
    const cookie = cookiePair(response)
    await setDeskPassword(db, 'another long password')
    expect((await handleLeadsCsv(get('/marketing/leads.csv', cookie), db)).status).toBe(401)
    expect((await signIn(signInPost({ password: PASSWORD }))).status).toBe(401)
    expect((await signIn(signInPost({ password: 'another long password' }))).status).toBe(303)
  })

  it('MARKETING_PASSWORD wins over the stored one, and changing it ends sessions', async () => {
    process.env.MARKETING_PASSWORD = 'from the environment'
    try {
      expect((await signIn(signInPost({ password: PASSWORD }))).status).toBe(401)
      const response = await signIn(signInPost({ password: 'from the environment' }))
      expect(response.status).toBe(303)
      const cookie = cookiePair(response)
      expect((await handleLeadsCsv(get('/marketing/leads.csv', cookie), db)).status).toBe(200)
      process.env.MARKETING_PASSWORD = 'a different one now'
      expect((await handleLeadsCsv(get('/marketing/leads.csv', cookie), db)).status).toBe(401)
    } finally {
      delete process.env.MARKETING_PASSWORD
    }
  })

  it('with no password set, sign-in says how to set one', async () => {
    await db.delete(marketingDeskPassword)
    const response = await signIn(signInPost({ password: 'anything at all' }))
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run marketing:password')
  })

  it('the first start makes a password, keeps only its hash and prints it once', async () => {
    await db.delete(marketingDeskPassword)
    const lines: string[] = []
    const log = (line: string) => lines.push(line)
    expect(await ensureDeskPassword(db, { env: {}, port: 3456, log })).toBe('generated')
    const match =
      /^Marketing desk: http:\/\/localhost:3456\/marketing \(password: ([a-z2-9-]+)\)$/.exec(
        lines[0] ?? '',
      )
    expect(match).not.toBeNull()
    const password = match![1]!
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/)
    const [row] = await db
      .select()
      .from(marketingDeskPassword)
      .where(eq(marketingDeskPassword.id, 1))
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(row!.passwordHash).not.toContain(password)
    expect((await signIn(signInPost({ password }))).status).toBe(303)

    // Later starts keep it and never print it again.
    expect(await ensureDeskPassword(db, { env: {}, port: 3456, log })).toBe('stored')
    expect(lines[1]).not.toContain(password)
    expect(lines[1]).toContain('npm run marketing:password')
    expect(
      await ensureDeskPassword(db, {
        env: { MARKETING_PASSWORD: 'x'.repeat(12) },
        port: 3456,
        log,
      }),
    ).toBe('environment')
    expect(lines[2]).toBe(
      'Marketing desk: http://localhost:3456/marketing (password: MARKETING_PASSWORD)',
    )
  })

  it('credential tags differ by password and by source', () => {
    const tags = new Set([
      credentialTag({ environment: 'a' }),
      credentialTag({ environment: 'b' }),
      credentialTag({ hash: 'a' }),
    ])
    expect(tags.size).toBe(3)
  })
})
