/**
 * Publishing from the desk reaches every instance: two production servers on one throw-away
 * PostgreSQL database (as e2e/catalogue-freshness.spec.ts). A draft offer, asked for on the
 * second server first (its 404 cached), is published through the first server's desk; the
 * second serves it, and lists it in its sitemap, within 2 s; unpublished, it goes the same way.
 * Content too: a draft FAQ published on the first shows on the second's /london, and leaves it
 * when taken down.
 * Needs TEST_DATABASE_URL (CI has it); skipped without.
 */
import pg from 'pg'
import { expect, HTTP_ONLY, test } from './fixtures'
import { startOwnServer, stopOwnServer, type OwnServer } from './support/own-server'
import { preparedPostgres, type PreparedPostgres } from './support/prepared-postgres'
import { DESK_COOKIE_PREFIX } from '@/lib/desk/desk-auth-settings'

/**
 * The target is 2 s on every instance: a figure this spec prints (and bench/RESULTS.md
 * keeps), not a timed assertion. Pages are marked stale as the notice arrives, then re-render
 * in the background, which a loaded 2-core machine can stretch to seconds; the spec fails only
 * when the other instance does not catch up at all.
 */
const CAUGHT_UP_WITHIN_MS = 20_000
const DESK_PASSWORD = 'e2e-freshness-desk-password'
const baseUrl = process.env.TEST_DATABASE_URL

async function get(server: OwnServer, path: string) {
  const response = await fetch(`${server.origin}${path}`, { signal: AbortSignal.timeout(30_000) })
  return { status: response.status, html: await response.text() }
}

/** Signs in to the desk over plain HTTP as the first admin (Email and Password); the session cookie. */
async function signIn(server: OwnServer): Promise<string> {
  const response = await fetch(`${server.origin}/marketing/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: new URLSearchParams({
      email: 'admin@localhost',
      password: DESK_PASSWORD,
      next: '/marketing/offers',
    }),
  })
  expect(response.status).toBe(303)
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${DESK_COOKIE_PREFIX}.session_token=`))
    ?.split(';')[0]
  expect(cookie).toBeDefined()
  return cookie!
}

/** A lifecycle button of the desk's editor at `editorPath` ('/marketing/offers/12'). */
async function lifecycle(
  server: OwnServer,
  cookie: string,
  editorPath: string,
  form: Record<string, string>,
) {
  const response = await fetch(`${server.origin}${editorPath}/lifecycle`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.origin,
      cookie,
    },
    body: new URLSearchParams(form),
  })
  expect(response.status, await response.clone().text()).toBe(303)
  expect(response.headers.get('location')).toMatch(new RegExp(`${editorPath}$`))
}

/** Polls until `done`; ms from `since` (performance.now()) to the answer that was. */
async function timeUntil(since: number, read: () => Promise<boolean>, limitMs: number) {
  for (;;) {
    if (await read()) return Math.round(performance.now() - since)
    if (performance.now() - since > limitMs) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test.describe('publishing from the desk on two instances', HTTP_ONLY, () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!baseUrl, 'TEST_DATABASE_URL is not set')

  const slug = `two-instance-offer-${Date.now().toString(36)}`
  const ctaText = `Live on every instance ${Date.now().toString(36)}`
  let database: PreparedPostgres | undefined
  const servers: OwnServer[] = []
  let pageId: number
  const faqHeading = `Is this answer on every instance? ${Date.now().toString(36)}`
  let faqId: number

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    // The first admin is made with this password when the database is prepared.
    process.env.MARKETING_PASSWORD = DESK_PASSWORD
    database = await preparedPostgres(baseUrl!, 'move_offers_fresh')
    const url = database.url
    const sql = new pg.Client({ connectionString: url })
    await sql.connect()
    try {
      // A draft offer: a copy of a seeded one under a new slug.
      const columns = await sql.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'landing_pages' AND column_name NOT IN ('id', 'updated_at')`,
      )
      const names = columns.rows.map((row) => row.column_name)
      const replaced: Record<string, string> = { url_slug: '$1', cta_text: '$2', is_draft: 'true' }
      const inserted = await sql.query<{ id: number }>(
        `INSERT INTO landing_pages (${names.map((name) => `"${name}"`).join(', ')})
         SELECT ${names.map((name) => replaced[name] ?? `"${name}"`).join(', ')} FROM landing_pages
         WHERE url_slug = 'northwind-health-welcome' RETURNING id`,
        [slug, ctaText],
      )
      pageId = inserted.rows[0]!.id
      // A FAQ added on the desk and not yet published: a draft row among the city pages' own
      // (the Discovery variant's, which /london shows instead of the generic ones).
      const faq = await sql.query<{ id: number }>(
        `INSERT INTO faqs (page_variant, heading, content_html, position, is_draft)
         VALUES ('Discovery', $1, '<p>Yes, within seconds.</p>', 0, true) RETURNING id`,
        [faqHeading],
      )
      faqId = faq.rows[0]!.id
    } finally {
      await sql.end()
    }
    servers.push(
      await startOwnServer({ databaseUrl: url }),
      await startOwnServer({ databaseUrl: url }),
    )
  })

  test.afterAll(async () => {
    for (const server of servers) await stopOwnServer(server)
    await database?.drop()
  })

  test('a publish on one instance is served by the other, sitemap included', async () => {
    test.setTimeout(120_000)
    const [desk, other] = servers as [OwnServer, OwnServer]
    const path = `/offers/${slug}`
    // The second instance has answered (and cached) the draft's 404.
    for (let i = 0; i < 2; i += 1) expect((await get(other, path)).status).toBe(404)
    const cookie = await signIn(desk)

    const published = performance.now()
    await lifecycle(desk, cookie, `/marketing/offers/${pageId}`, {
      intent: 'publish',
      revision: '1',
    })
    const publishAnswered = Math.round(performance.now() - published)
    const [pageMs, sitemapMs] = await Promise.all([
      timeUntil(
        published,
        async () => {
          const answer = await get(other, path)
          return answer.status === 200 && answer.html.includes(ctaText)
        },
        CAUGHT_UP_WITHIN_MS,
      ),
      timeUntil(
        published,
        async () => (await get(other, '/sitemap.xml')).html.includes(`${path}</loc>`),
        CAUGHT_UP_WITHIN_MS,
      ),
    ])
    expect((await get(desk, path)).status).toBe(200)

    const unpublished = performance.now()
    await lifecycle(desk, cookie, `/marketing/offers/${pageId}`, { intent: 'unpublish' })
    const unpublishAnswered = Math.round(performance.now() - unpublished)
    const goneMs = await timeUntil(
      unpublished,
      async () => (await get(other, path)).status === 404,
      CAUGHT_UP_WITHIN_MS,
    )

    // From the staff member's click; the desk's own answer took the first figure in brackets.
    const figures =
      `other instance: page ${pageMs} ms, sitemap ${sitemapMs} ms after Publish (answered in ${publishAnswered} ms); ` +
      `404 ${goneMs} ms after Unpublish (answered in ${unpublishAnswered} ms)`
    test
      .info()
      .annotations.push({ type: 'publish seen on the other instance', description: figures })
    console.log(`Publish on two instances: ${figures}`)
    expect(pageMs).toBeLessThanOrEqual(CAUGHT_UP_WITHIN_MS)
    expect(sitemapMs).toBeLessThanOrEqual(CAUGHT_UP_WITHIN_MS)
    expect(goneMs).toBeLessThanOrEqual(CAUGHT_UP_WITHIN_MS)
  })

  test('a FAQ published on one instance shows on the other’s /london, and leaves when taken down', async () => {
    test.setTimeout(120_000)
    const [desk, other] = servers as [OwnServer, OwnServer]
    const shown = async () => (await get(other, '/london')).html.includes(faqHeading)
    expect(await shown()).toBe(false)
    const cookie = await signIn(desk)
    const editor = `/marketing/content/faqs/${faqId}`

    const published = performance.now()
    await lifecycle(desk, cookie, editor, { intent: 'publish', revision: '1' })
    const shownMs = await timeUntil(published, shown, CAUGHT_UP_WITHIN_MS)

    const takenDown = performance.now()
    await lifecycle(desk, cookie, editor, { intent: 'unpublish' })
    const goneMs = await timeUntil(takenDown, async () => !(await shown()), CAUGHT_UP_WITHIN_MS)

    const figures = `other instance's /london: FAQ shown ${shownMs} ms after Publish, gone ${goneMs} ms after Take down`
    test
      .info()
      .annotations.push({ type: 'content seen on the other instance', description: figures })
    console.log(`Content on two instances: ${figures}`)
    expect(shownMs).toBeLessThanOrEqual(CAUGHT_UP_WITHIN_MS)
    expect(goneMs).toBeLessThanOrEqual(CAUGHT_UP_WITHIN_MS)
  })
})
