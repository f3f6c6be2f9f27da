/** @jest-environment node */
/** Draft pages and draft activities: invisible by default, visible in preview. */
import { and, eq, isNotNull } from 'drizzle-orm'
import { DRAFT_OFFER_SLUG } from '@/server/db/seed/catalogue/seed-landing-pages'
import { activities, landingPages, venues } from '@/server/db/schema'
import {
  CitiesDocument,
  GetActivityDocument,
  GetActivityPricingDocument,
  GetConfigDocument,
  SearchActivitiesDocument,
} from '@/graphql/generated/client/graphql'
import { allActivityPages, dataOf, post, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

describe.each(DRIVERS)('drafts (%s)', (driver) => {
  let t: TestDatabase
  let publicYoga: ReturnType<typeof testYoga>
  let previewYoga: ReturnType<typeof testYoga>
  let draft: { id: number; cityCode: string; lat: number; lng: number; venueId: number }

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    publicYoga = testYoga(t.db)
    previewYoga = testYoga(t.db, { isPreview: () => true })
    const [row] = await t.db
      .select({
        id: activities.id,
        cityCode: activities.cityCode,
        lat: activities.lat,
        lng: activities.lng,
        venueId: activities.venueId,
      })
      .from(activities)
      .where(and(eq(activities.isDraft, true), isNotNull(activities.lat)))
      .limit(1)
    if (!row || row.lat === null || row.lng === null)
      throw new Error('the seed has no located draft activity')
    draft = { ...row, lat: row.lat, lng: row.lng }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('the seed has draft pages and draft activities', async () => {
    const pages = await t.db
      .select({ id: landingPages.id })
      .from(landingPages)
      .where(eq(landingPages.isDraft, true))
    expect(pages.length).toBeGreaterThan(0)
    expect(draft.id).toBeGreaterThan(0)
  })

  it('a draft page is NOT_FOUND without preview and served in preview', async () => {
    const hidden = await post(publicYoga, GetConfigDocument, {
      variant: 'PRODUCT',
      urlSlug: DRAFT_OFFER_SLUG,
    })
    expect(hidden.status).toBe(200)
    expect(hidden.body.errors?.[0]).toMatchObject({
      message: `No product page has the urlSlug '${DRAFT_OFFER_SLUG}'.`,
      extensions: { code: 'NOT_FOUND' },
    })
    const shown = dataOf(
      await post(previewYoga, GetConfigDocument, { variant: 'PRODUCT', urlSlug: DRAFT_OFFER_SLUG }),
    )
    expect(shown.config.page).toMatchObject({
      __typename: 'ProductPage',
      urlSlug: DRAFT_OFFER_SLUG,
      isDraft: true,
    })
    const cities = await post(publicYoga, CitiesDocument, { urlSlug: DRAFT_OFFER_SLUG })
    expect(cities.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(
      dataOf(await post(previewYoga, CitiesDocument, { urlSlug: DRAFT_OFFER_SLUG })).cities.length,
    ).toBe(1)
  })

  it('a partner never lands on its draft offer without preview', async () => {
    const [page] = await t.db
      .select({ partnerId: landingPages.marketingPartnerId })
      .from(landingPages)
      .where(eq(landingPages.urlSlug, DRAFT_OFFER_SLUG))
    const { marketingPartners } = await import('@/server/db/schema')
    const [partner] = await t.db
      .select({ slug: marketingPartners.slug })
      .from(marketingPartners)
      .where(eq(marketingPartners.id, page!.partnerId!))
    const data = dataOf(
      await post(publicYoga, GetConfigDocument, { variant: 'PRODUCT', partner: partner!.slug }),
    )
    expect(data.config.page).toMatchObject({ isDraft: false })
  })

  it('a draft activity is NOT_FOUND without preview and served in preview', async () => {
    const id = String(draft.id)
    const hidden = await post(publicYoga, GetActivityDocument, { id })
    expect(hidden.body.errors?.[0]).toMatchObject({
      message: `No activity with id '${id}'.`,
      extensions: { code: 'NOT_FOUND' },
    })
    expect(dataOf(await post(previewYoga, GetActivityDocument, { id })).activity?.id).toBe(id)
    const pricing = await post(publicYoga, GetActivityPricingDocument, { activityId: id })
    expect(pricing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(
      dataOf(await post(previewYoga, GetActivityPricingDocument, { activityId: id }))
        .activityPricing?.id,
    ).toBe(id)
  })

  it('lists and searches leave drafts out unless in preview', async () => {
    const publicList = (await allActivityPages(publicYoga, { city: draft.cityCode })).flatMap(
      (page) => page.activities,
    )
    const previewList = (await allActivityPages(previewYoga, { city: draft.cityCode })).flatMap(
      (page) => page.activities,
    )
    expect(publicList.some((a) => a.id === String(draft.id))).toBe(false)
    expect(previewList.some((a) => a.id === String(draft.id))).toBe(true)
    const box = {
      north: draft.lat + 1e-6,
      south: draft.lat - 1e-6,
      west: draft.lng - 1e-6,
      east: draft.lng + 1e-6,
    }
    const publicSearch = dataOf(
      await post(publicYoga, SearchActivitiesDocument, box),
    ).searchActivities
    const previewSearch = dataOf(
      await post(previewYoga, SearchActivitiesDocument, box),
    ).searchActivities
    expect(publicSearch.some((a) => a.id === String(draft.id))).toBe(false)
    expect(previewSearch.some((a) => a.id === String(draft.id))).toBe(true)
  })

  it("a venue page lists the venue's drafts only in preview", async () => {
    const [venue] = await t.db
      .select({ slug: venues.urlSlug })
      .from(venues)
      .where(eq(venues.id, draft.venueId))
    const query = { variant: 'VENUE', urlSlug: venue!.slug }
    const ids = async (yoga: typeof publicYoga) => {
      const page = dataOf(await post(yoga, GetConfigDocument, query)).config.page
      if (page.__typename !== 'VenuePage') throw new Error(page.__typename)
      return page.venue.activities.map((a) => a.id)
    }
    expect(await ids(publicYoga)).not.toContain(String(draft.id))
    expect(await ids(previewYoga)).toContain(String(draft.id))
  })
})
