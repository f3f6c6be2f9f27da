/**
 * @jest-environment node
 *
 * The catalogue seam's visibility rules (server/catalogue/visibility.ts) through its real
 * queries, and through two of its non-GraphQL callers (/store-cookies, the sitemap): drafts only
 * in preview; public figures never count drafts; live streams belong to no city.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import { STREAMING_CITY } from '@/lib/activity-types'
import { DRAFT_OFFER_SLUG } from '@/server/db/seed/catalogue/seed-landing-pages'
import { openCatalogue } from '@/server/catalogue'
import { activities, venues } from '@/server/db/schema'
import { handleStoreCookies } from '@/server/landing/store-cookies'
import { sitemapEntries } from '@/server/seo/sitemap'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database'

const ORIGIN = 'https://move.test'
const WORLD = { north: 90, east: 180, south: -90, west: -180 }
const ALL = 1_000_000

describe.each(DRIVERS)('catalogue seam (%s)', (driver) => {
  let t: TestDatabase
  let draft: { id: number; cityCode: string; venueId: number; lat: number; lng: number }

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    const [row] = await t.db
      .select({
        id: activities.id,
        cityCode: activities.cityCode,
        venueId: activities.venueId,
        lat: activities.lat,
        lng: activities.lng,
      })
      .from(activities)
      .where(
        and(
          eq(activities.isDraft, true),
          eq(activities.isStreaming, false),
          isNotNull(activities.lat),
        ),
      )
      .limit(1)
    if (!row || row.lat === null || row.lng === null) throw new Error('no located draft')
    draft = { ...row, lat: row.lat, lng: row.lng }
  })
  afterAll(async () => {
    await t?.close()
  })

  const publicView = () => openCatalogue(t.db)
  const preview = () => openCatalogue(t.db, { preview: true })

  it('a draft activity, its pricing and its calendar entry: hidden without preview', async () => {
    expect(await publicView().activity(draft.id)).toBeUndefined()
    expect(await publicView().activityPricing(draft.id)).toBeUndefined()
    expect(await publicView().calendarActivity(draft.id)).toBeUndefined()
    expect(await preview().activity(draft.id)).toMatchObject({ id: draft.id, isDraft: true })
    expect(await preview().activityPricing(draft.id)).toMatchObject({ id: draft.id })
    expect(await preview().calendarActivity(draft.id)).toMatchObject({ id: draft.id })
  })

  it('a draft landing page: not found without preview, found in preview', async () => {
    const query = {
      kind: 'product' as const,
      urlSlug: DRAFT_OFFER_SLUG,
      partner: null,
      city: null,
      variantRef: '',
    }
    expect(await publicView().landingConfig(query)).toEqual({
      found: false,
      message: `No product page has the urlSlug '${DRAFT_OFFER_SLUG}'.`,
    })
    const shown = await preview().landingConfig(query)
    expect(shown.found && shown.config.row).toMatchObject({
      urlSlug: DRAFT_OFFER_SLUG,
      isDraft: true,
    })
    expect(await publicView().pageBySlug(DRAFT_OFFER_SLUG)).toBeUndefined()
    expect(await preview().pageBySlug(DRAFT_OFFER_SLUG)).toMatchObject({ isDraft: true })
  })

  it("a city's list, the map search and a venue's activities show drafts only in preview", async () => {
    const ids = (list: { id: number }[]) => list.map((activity) => activity.id)
    expect(ids(await publicView().cityActivities(draft.cityCode, { limit: ALL }))).not.toContain(
      draft.id,
    )
    expect(ids(await preview().cityActivities(draft.cityCode, { limit: ALL }))).toContain(draft.id)
    const box = {
      north: draft.lat + 0.001,
      south: draft.lat - 0.001,
      east: draft.lng + 0.001,
      west: draft.lng - 0.001,
    }
    const search = { limit: ALL, kind: 'venue' as const }
    expect(ids(await publicView().searchPins(box, search))).not.toContain(draft.id)
    expect(ids(await preview().searchPins(box, search))).toContain(draft.id)
    expect(ids(await publicView().venueActivities(draft.venueId))).not.toContain(draft.id)
    expect(ids(await preview().venueActivities(draft.venueId))).toContain(draft.id)
  })

  it('related venues and the sitemap never list drafts, even in preview', async () => {
    const [neighbour] = await t.db
      .select({ id: venues.id, lat: venues.lat, lng: venues.lng })
      .from(venues)
      .where(
        and(
          eq(venues.cityCode, draft.cityCode),
          ne(venues.id, draft.venueId),
          isNotNull(venues.lat),
          isNotNull(venues.lng),
        ),
      )
      .limit(1)
    if (!neighbour || neighbour.lat === null || neighbour.lng === null) throw new Error('no venue')
    const related = await preview().relatedVenues(
      {
        id: neighbour.id,
        cityCode: draft.cityCode,
        location: { lat: neighbour.lat, lng: neighbour.lng },
      },
      ALL,
    )
    expect(related.length).toBeGreaterThan(0)
    expect(related.flatMap((venue) => venue.activityIds)).not.toContain(draft.id)

    const published = await preview().publishedCatalogue()
    expect(published.pages.map((page) => page.urlSlug)).not.toContain(DRAFT_OFFER_SLUG)
    const urls = (await sitemapEntries(t.db, ORIGIN)).map((entry) => entry.url)
    expect(urls).not.toContain(`${ORIGIN}/offers/${DRAFT_OFFER_SLUG}`)
  })

  it('live streams belong to no city: only a streaming search finds them', async () => {
    const published = await publicView().publishedCatalogue()
    expect(published.cityActivityTypes.length).toBeGreaterThan(0)
    expect(published.cityActivityTypes.map((pair) => pair.cityCode)).not.toContain(STREAMING_CITY)
    const located = await publicView().searchPins(WORLD, { limit: ALL, kind: 'venue' })
    expect(located.length).toBeGreaterThan(0)
    expect(located.every((activity) => !activity.isStreaming)).toBe(true)
    const streams = await publicView().searchPins(WORLD, { limit: ALL, kind: 'streaming' })
    expect(streams.length).toBeGreaterThan(0)
    expect(streams.every((activity) => activity.isStreaming)).toBe(true)
    const streamingCity = await publicView().cityActivities(STREAMING_CITY, { limit: ALL })
    expect(streamingCity.every((activity) => activity.isStreaming)).toBe(true)
  })

  it('/store-cookies on a draft offer leads to the national page without preview', async () => {
    const lead = (landing: string, isPreview: boolean) =>
      handleStoreCookies(
        new Request(
          `${ORIGIN}/store-cookies?utm_capture_email=seam-${Date.now()}-${Math.random()}%40example.com&landing=${encodeURIComponent(landing)}`,
        ),
        {
          db: t.db,
          preview: isPreview,
          origin: ORIGIN,
          allowedHosts: ['account.example.com'],
          sameSiteNavigation: true,
        },
      )
    const context = (response: Response) =>
      new URL(response.headers.get('location') ?? '', ORIGIN).searchParams.get('context')
    const national = await lead('/', false)
    const hidden = await lead(`/offers/${DRAFT_OFFER_SLUG}`, false)
    const shown = await lead(`/offers/${DRAFT_OFFER_SLUG}`, true)
    expect([national.status, hidden.status, shown.status]).toEqual([303, 303, 303])
    expect(context(hidden)).toBe(context(national))
    expect(context(shown)).not.toBe(context(national))
  })
})
