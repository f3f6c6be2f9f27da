/** @jest-environment node */
/**
 * Every query of the contract through the real yoga handler, with the operations the pages
 * send (graphql/operations), against the real seeded catalogue.
 */
import { ACTIVITY_TYPES, STREAMING_CITY } from '@/lib/activity-types'
import { ACTIVITY_SELECTOR_LABELS } from '@/lib/discovery/activity-selector'
import {
  ALTERNATE_VARIANT_CITY,
  ALTERNATE_VARIANT_REF,
  BECOME_A_PARTNER_SLUG,
  NARROW_TYPES,
  NARROW_TYPES_OFFER_SLUG,
  NATIONAL_PAGE_SLUG,
  STREAMING_OFFER_SLUG,
  VOUCHER_OFFER_SLUG,
  WELCOME_OFFER_SLUG,
  partnerPageSlug,
} from '@/server/db/seed/catalogue/seed-landing-pages'
import { MARKETING_PARTNERS } from '@/server/db/seed/catalogue/marketing-partners'
import { DEFAULT_DISCOVERY_PACKAGE_ID } from '@/server/db/seed/catalogue/seed-packages'
import { activities, landingPages, reviews, venues } from '@/server/db/schema'
import { and, count, eq, sql } from 'drizzle-orm'
import {
  PRICING_FLAG_COMBINATIONS,
  pricingFlagsKey,
} from '@/server/db/seed/catalogue/passport-pricing'
import {
  ActivityPageDocument,
  CitiesDocument,
  CityDocument,
  CityPageDocument,
  FAQsDocument,
  FetchTextDocument,
  GetActivitiesDocument,
  GetActivityDocument,
  GetActivityPricingDocument,
  GetConfigDocument,
  PackagesDocument,
  SearchActivitiesDocument,
  TestimonialsDocument,
  VenueCountsAroundDocument,
} from '@/graphql/generated/client/graphql'
import { MAX_SEARCH_RESULTS } from '@/lib/search/limits'
import { allActivityPages, dataOf, post, testYoga } from '../../helpers/graphql-client'
import { DEFAULT_ACTIVITY_PAGE } from '@/graphql/limits'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

describe.each(DRIVERS)('GraphQL queries (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('config', () => {
    it('CityPage: the city product page and its activities', async () => {
      const data = dataOf(await post(yoga, CityPageDocument, { city: 'london' }))
      expect(data.config.variant).toBe('DISCOVERY')
      expect(data.config.page).toMatchObject({
        __typename: 'ProductPage',
        city: 'london',
        cityName: 'London',
        mapCenter: { lat: expect.any(Number), lng: expect.any(Number) },
      })
      const page = data.config.page as { pageTitle: string; pageDescription: string }
      expect(page.pageTitle).toMatch(/London/)
      expect(page.pageDescription.length).toBeGreaterThan(20)
      expect(data.activities.activities.length).toBeGreaterThan(100)
      expect(data.activities.activities[0]).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        rating: expect.any(Number),
        venue: { name: expect.any(String) },
      })
    })

    it('GetConfig PRODUCT with a city: every ProductPage field, spec names', async () => {
      const data = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'PRODUCT', city: 'manchester' }),
      )
      const page = data.config.page
      if (page.__typename !== 'ProductPage') throw new Error(page.__typename)
      expect(Object.keys(page).sort()).toEqual(
        [
          '__typename',
          'id',
          'urlSlug',
          'isDraft',
          'city',
          'cityName',
          'mapCenter',
          'activityKind',
          'activityTypeOptions',
          'marketingPartner',
          'defaultProductType',
          'ctaButtonText',
          'ctaText',
          'ctaConfig',
          'layoutConfig',
          'hideCopyPrices',
          'packageHTMLTagline',
          'shortPackageHTMLTagline',
          'packageTagline',
          'signUpUrl',
          'signInUrl',
          'signInUrlForPurchase',
          'continueUrl',
          'trustWidgetIds',
          'entryContext',
          'pageTitle',
          'pageDescription',
          'marketingPartnerPackage',
          'imageUrl',
          'mobileImageUrl',
          'logoUrl',
          'hideMoveLogo',
          'includeDraftOffers',
          'signInToPurchase',
          'enable3DSecure',
        ].sort(),
      )
      expect(page).toMatchObject({
        urlSlug: 'manchester',
        city: 'manchester',
        cityName: 'Manchester',
        isDraft: false,
      })
      expect(page.activityTypeOptions[0]).toEqual({ label: 'Any activity', value: 'any' })
      const values = page.activityTypeOptions.slice(1).map((option) => option.value)
      expect(values.length).toBeGreaterThanOrEqual(3)
      // In ACTIVITY_TYPES order, labelled as the page's selector shows them.
      expect(values).toEqual(ACTIVITY_TYPES.filter((type) => values.includes(type)))
      for (const option of page.activityTypeOptions.slice(1)) {
        expect(option.label).toBe(
          ACTIVITY_SELECTOR_LABELS[option.value as keyof typeof ACTIVITY_SELECTOR_LABELS],
        )
      }
      expect(page.ctaConfig).toEqual({
        citySelect: expect.any(Boolean),
        voucherInput: expect.any(Boolean),
        howItWorksModals: expect.any(Boolean),
        signUpImageType: page.ctaConfig.signUpImageType,
      })
      expect(page.marketingPartner).toBeNull()
      expect(page.marketingPartnerPackage).toBeNull()
    })

    it('GetConfig PRODUCT without arguments: the national page', async () => {
      const data = dataOf(await post(yoga, GetConfigDocument, { variant: 'PRODUCT' }))
      expect(data.config.page).toMatchObject({
        __typename: 'ProductPage',
        urlSlug: NATIONAL_PAGE_SLUG,
        city: null,
        mapCenter: null,
      })
    })

    it('GetConfig PRODUCT by urlSlug and by partner: the partner offer with its package', async () => {
      const partner = MARKETING_PARTNERS.find((p) => p.offer.urlSlug === WELCOME_OFFER_SLUG)!
      const bySlug = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'PRODUCT', urlSlug: WELCOME_OFFER_SLUG }),
      )
      const byPartner = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'PRODUCT', partner: partner.slug }),
      )
      expect(bySlug).toEqual(byPartner)
      expect(bySlug.config.variant).toBe('WELCOME')
      expect(bySlug.config.page).toMatchObject({
        __typename: 'ProductPage',
        urlSlug: WELCOME_OFFER_SLUG,
        city: partner.offer.cityCode,
        marketingPartner: {
          id: String(partner.id),
          name: partner.name,
          packageId: String(partner.packageId),
          displayPartnerLogo: partner.displayPartnerLogo,
        },
        marketingPartnerPackage: {
          id: String(partner.packageId),
          productId: expect.any(Number),
          passportId: expect.any(Number),
          productType: expect.stringMatching(/^(DISCOVERY_MEMBERSHIP|FULL_MEMBERSHIP|MOVE_FIVE)$/),
        },
      })
    })

    it('GetConfig variantRef: the ref row when there is one, else the default row', async () => {
      const base = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'PRODUCT', city: ALTERNATE_VARIANT_CITY }),
      )
      const alt = dataOf(
        await post(yoga, GetConfigDocument, {
          variant: 'PRODUCT',
          city: ALTERNATE_VARIANT_CITY,
          variantRef: ALTERNATE_VARIANT_REF,
        }),
      )
      const unknownRef = dataOf(
        await post(yoga, GetConfigDocument, {
          variant: 'PRODUCT',
          city: ALTERNATE_VARIANT_CITY,
          variantRef: 'no-such-ref',
        }),
      )
      expect(alt.config.page.id).not.toBe(base.config.page.id)
      expect((alt.config.page as { ctaText: string }).ctaText).not.toBe(
        (base.config.page as { ctaText: string }).ctaText,
      )
      expect(unknownRef).toEqual(base)
    })

    it('GetConfig flags: brand search and campaign in entryContext, targeted city fixes the city', async () => {
      const plain = dataOf(
        await post(yoga, GetConfigDocument, {
          variant: 'PRODUCT',
          urlSlug: NATIONAL_PAGE_SLUG,
          city: 'bath',
        }),
      )
      const flagged = dataOf(
        await post(yoga, GetConfigDocument, {
          variant: 'PRODUCT',
          urlSlug: NATIONAL_PAGE_SLUG,
          city: 'bath',
          isBrandSearch: true,
          isTargetedCampaign: true,
          isTargetedCity: true,
        }),
      )
      const before = plain.config.page as {
        entryContext: string
        ctaConfig: { citySelect: boolean }
        city: string
      }
      const after = flagged.config.page as typeof before
      expect(before.city).toBe('bath')
      expect(before.ctaConfig.citySelect).toBe(true)
      expect(after.ctaConfig.citySelect).toBe(false)
      expect(after.entryContext).toBe(`${before.entryContext}:brand-search:targeted-campaign`)
    })

    it('GetConfig streaming offer: activity types of the live streams', async () => {
      const data = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'PRODUCT', urlSlug: STREAMING_OFFER_SLUG }),
      )
      const page = data.config.page as {
        activityKind: string
        activityTypeOptions: Array<{ value: string }>
      }
      expect(page.activityKind).toBe('streaming')
      const streaming = dataOf(await post(yoga, GetActivitiesDocument, { city: STREAMING_CITY }))
      expect(page.activityTypeOptions.slice(1).map((o) => o.value)).toEqual(
        streaming.activities.availableActivityTypes,
      )
    })

    it("GetConfig: a page's own activity types narrow its selector's options", async () => {
      const narrow = dataOf(
        await post(yoga, GetConfigDocument, {
          variant: 'PRODUCT',
          urlSlug: NARROW_TYPES_OFFER_SLUG,
        }),
      ).config.page as { city: string; activityTypeOptions: Array<{ value: string }> }
      const cityTypes = dataOf(await post(yoga, GetActivitiesDocument, { city: narrow.city }))
        .activities.availableActivityTypes
      expect(narrow.activityTypeOptions.map((o) => o.value)).toEqual([
        'any',
        ...ACTIVITY_TYPES.filter((type) => NARROW_TYPES.includes(type) && cityTypes.includes(type)),
      ])
      expect(narrow.activityTypeOptions.length).toBeGreaterThan(2)
      expect(cityTypes.length).toBeGreaterThan(narrow.activityTypeOptions.length - 1)
    })

    it('GetConfig: header image overrides and trust-widget ids as seeded', async () => {
      const pageOf = async (urlSlug: string) =>
        dataOf(await post(yoga, GetConfigDocument, { variant: 'PRODUCT', urlSlug })).config
          .page as {
          imageUrl: string | null
          mobileImageUrl: string | null
          trustWidgetIds: { trustpilot: string | null; google: string | null }
        }
      const welcome = await pageOf(WELCOME_OFFER_SLUG)
      expect(welcome.imageUrl).toMatch(/^\/static\/images\/header\/generic\/1280x640\.jpg$/)
      expect(welcome.mobileImageUrl).toMatch(/^\/static\/images\/header\/generic\/640x480\.jpg$/)
      const london = await pageOf('london')
      expect(london).toMatchObject({ imageUrl: null, mobileImageUrl: null })
      expect(london.trustWidgetIds.google).toEqual(expect.any(String))
      expect((await pageOf(VOUCHER_OFFER_SLUG)).trustWidgetIds.google).toBeNull()
    })

    it('GetConfig PARTNER: by slug, for a city, or the generic partner page', async () => {
      const generic = dataOf(await post(yoga, GetConfigDocument, { variant: 'PARTNER' }))
      expect(generic.config).toMatchObject({
        variant: 'PARTNER',
        page: { __typename: 'PartnerPage', urlSlug: BECOME_A_PARTNER_SLUG, city: null },
      })
      const forCity = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'PARTNER', city: 'brighton' }),
      )
      expect(forCity.config.page).toMatchObject({
        urlSlug: partnerPageSlug('brighton'),
        city: 'brighton',
        cityName: 'Brighton',
      })
      const bySlug = dataOf(
        await post(yoga, GetConfigDocument, {
          variant: 'PARTNER',
          urlSlug: partnerPageSlug('bath'),
        }),
      )
      expect(bySlug.config.page).toMatchObject({ urlSlug: partnerPageSlug('bath'), city: 'bath' })
    })

    it('GetConfig VENUE: the venue, its activities with timeslots, reviews, related venues', async () => {
      const [row] = await t.db
        .select({
          slug: landingPages.urlSlug,
          venueId: landingPages.venueId,
          city: venues.cityCode,
        })
        .from(landingPages)
        .innerJoin(venues, eq(venues.id, landingPages.venueId))
        .where(and(eq(landingPages.landingVariant, 'venue'), eq(venues.cityCode, 'london')))
        .limit(1)
      const data = dataOf(
        await post(yoga, GetConfigDocument, { variant: 'VENUE', urlSlug: row!.slug }),
      )
      const page = data.config.page
      if (page.__typename !== 'VenuePage') throw new Error(page.__typename)
      expect(data.config.variant).toBe('VENUE')
      expect(page.venue.id).toBe(String(row!.venueId))
      expect(page.city).toBe('london')
      expect(page.moversInCity).toBeGreaterThanOrEqual(page.moversGoingToThisVenue)
      expect(page.venue.activities.length).toBeGreaterThan(0)
      for (const activity of page.venue.activities) {
        expect(activity).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          activityType: expect.stringMatching(
            /^(yoga|fitness-class|swimming|martial-arts|gym|dance|climbing)$/,
          ),
          thumb_img_url: expect.any(String),
          timeslots: expect.any(Array),
        })
        for (const slot of activity.timeslots) {
          expect(slot.startTime).toMatch(/^\d\d:\d\d:\d\d$/)
          expect(slot.endTime).toMatch(/^\d\d:\d\d:\d\d$/)
          expect([
            'Monday',
            'Tuesday',
            'Wednesday',
            'Thursday',
            'Friday',
            'Saturday',
            'Sunday',
          ]).toContain(slot.dayOfWeek)
        }
      }
      for (const review of page.venue.reviews) {
        expect(new Date(review.timeResponded).toISOString()).toBe(review.timeResponded)
        expect(review.customer).toEqual({
          id: expect.any(String),
          displayName: expect.any(String),
          avatarUrl: expect.any(String),
        })
      }
      expect(page.relatedVenues.length).toBeGreaterThan(0)
      expect(page.relatedVenues.length).toBeLessThanOrEqual(6)
      for (const related of page.relatedVenues) {
        expect(related.venueId).not.toBe(page.venue.id)
        expect(related.activities.length).toBeGreaterThan(0)
      }
      // Related venues are in the same city.
      const relatedIds = page.relatedVenues.map((r) => Number(r.venueId))
      const cities = await t.db.select({ id: venues.id, city: venues.cityCode }).from(venues)
      for (const id of relatedIds) expect(cities.find((c) => c.id === id)?.city).toBe('london')
    })
  })

  it('FetchText: the most specific text wins; unknown keys give null', async () => {
    const generic = dataOf(await post(yoga, FetchTextDocument, { input: { _id: 'hero.subtitle' } }))
    const london = dataOf(
      await post(yoga, FetchTextDocument, { input: { _id: 'hero.subtitle', city: 'london' } }),
    )
    const hidden = dataOf(
      await post(yoga, FetchTextDocument, {
        input: { _id: 'hero.subtitle', hideCopyPrices: true },
      }),
    )
    const partner = dataOf(
      await post(yoga, FetchTextDocument, {
        input: { _id: 'hero.subtitle', city: 'london', marketingPartner: 'northwind-health' },
      }),
    )
    const ref = dataOf(
      await post(yoga, FetchTextDocument, {
        input: { _id: 'hero.subtitle', variantRef: ALTERNATE_VARIANT_REF },
      }),
    )
    const values = [generic, london, hidden, partner, ref].map(
      (d) => (d.text as { value: string }).value,
    )
    expect(new Set(values).size).toBe(5)
    expect(values[0]).toMatch(/£1/)
    expect(values[2]).not.toMatch(/£/)
    expect(values[1]).toMatch(/London/)
    expect(generic.text).toMatchObject({ __typename: 'Text' })
    const document = dataOf(
      await post(yoga, FetchTextDocument, { input: { _id: 'learn-more.intro' } }),
    )
    expect(document.text).toMatchObject({
      __typename: 'Document',
      blocks: [
        { __typename: 'Text', value: expect.any(String) },
        { __typename: 'List', ordered: false, items: expect.any(Array) },
      ],
    })
    const none = dataOf(await post(yoga, FetchTextDocument, { input: { _id: 'no.such.text' } }))
    expect(none.text).toBeNull()
  })

  it('Packages: entries in order with initial product, options, counts and discounts', async () => {
    const data = dataOf(await post(yoga, PackagesDocument, { city: 'london' }))
    const entries = data.packageListingByCity
    expect(entries.length).toBeGreaterThanOrEqual(1)
    expect(entries.filter((e) => e.recommended).length).toBe(1)
    for (const entry of entries) {
      for (const pkg of [entry.initialProduct, ...entry.nextProductOptions]) {
        expect(typeof pkg.weeklyPrice).toBe('number')
        expect(typeof pkg.billingCyclePrice).toBe('number')
        expect(pkg.activityCount).toBeGreaterThanOrEqual(pkg.activityCountInCity)
        expect(pkg.activityCountInCity).toBeGreaterThan(0)
        if (pkg.discount) {
          expect(pkg.discount.percentageDiscount).toBeGreaterThan(0)
          expect(pkg.discount.originalWeeklyPrice).toBeGreaterThan(pkg.weeklyPrice)
          expect(new Date(pkg.discount.expiresOn).toISOString()).toBe(pkg.discount.expiresOn)
        }
      }
    }
    const types = entries.map((e) => e.initialProduct.productType)
    expect(types).toEqual(
      expect.arrayContaining(['FULL_MEMBERSHIP', 'MOVE_FIVE', 'DISCOVERY_MEMBERSHIP']),
    )
    const discovery = entries.find((e) => e.initialProduct.productType === 'DISCOVERY_MEMBERSHIP')!
    expect(discovery.initialProduct.weeklyPrice).toBe(1)
    // Discovery counts discovery-allowed activities only: never more than the full plan's.
    const full = entries.find((e) => e.initialProduct.productType === 'FULL_MEMBERSHIP')!
    expect(discovery.initialProduct.activityCountInCity).toBeLessThanOrEqual(
      full.initialProduct.activityCountInCity,
    )
    expect(
      entries.some((e) => [e.initialProduct, ...e.nextProductOptions].some((p) => p.discount)),
    ).toBe(true)
  })

  it('Cities and City', async () => {
    const all = dataOf(await post(yoga, CitiesDocument, {})).cities
    expect(all.length).toBeGreaterThanOrEqual(20)
    expect(all.map((c) => c.city)).toEqual(
      expect.arrayContaining([
        'london',
        'manchester',
        'brighton',
        'bath',
        'plymouth',
        'doncaster',
        'huddersfield',
        'sheffield',
      ]),
    )
    expect(all[0]).toEqual({
      city: 'london',
      cityName: 'London',
      mapCenter: { lat: expect.any(Number), lng: expect.any(Number) },
    })
    const forCityPage = dataOf(await post(yoga, CitiesDocument, { urlSlug: 'bath' })).cities
    expect(forCityPage.map((c) => c.city)).toEqual(['bath'])
    const forNational = dataOf(
      await post(yoga, CitiesDocument, { urlSlug: NATIONAL_PAGE_SLUG }),
    ).cities
    expect(forNational).toEqual(all)
    const one = dataOf(await post(yoga, CityDocument, { city: 'sheffield' })).city
    expect(one).toEqual(all.find((c) => c.city === 'sheffield'))
    expect(dataOf(await post(yoga, CityDocument, { city: 'Sheffield ' })).city).toEqual(one)
  })

  it('GetActivity: every field with spec names; description sanitised HTML', async () => {
    const list = dataOf(await post(yoga, GetActivitiesDocument, { city: 'bath' })).activities
      .activities
    const id = list[0]!.id
    const activity = dataOf(await post(yoga, GetActivityDocument, { id })).activity!
    expect(Object.keys(activity).sort()).toEqual(
      [
        'id',
        'title',
        'activityType',
        'tags',
        'lat',
        'lng',
        'locationKey',
        'isStreaming',
        'venue',
        'rating',
        'url',
        'img_url',
        'thumb_img_url',
        'timeslots',
        'description',
        'discoveryMemberAllowed',
      ].sort(),
    )
    expect(activity.id).toBe(id)
    expect(activity.locationKey).toBe(`${activity.lng!.toFixed(5)},${activity.lat!.toFixed(5)}`)
    expect(activity.description.length).toBeGreaterThan(0)
    expect(activity.venue).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      address: expect.any(String),
      urlSlug: expect.any(String),
    })
    for (const slot of activity.timeslots) {
      expect(Object.keys(slot).sort()).toEqual(['day_of_week', 'end_time', 'id', 'start_time'])
      expect(slot.start_time < slot.end_time).toBe(true)
    }
  })

  it('ActivityPage: the venue of a shared activity with its rating and review count', async () => {
    const list = dataOf(await post(yoga, GetActivitiesDocument, { city: 'london' })).activities
      .activities
    const ids = list.slice(0, 40).map((a) => a.id)
    let reviewed = 0
    for (const id of ids) {
      const activity = dataOf(await post(yoga, ActivityPageDocument, { id })).activity!
      const venueId = Number(activity.venue.id)
      const [row] = await t.db
        .select({ rating: venues.rating })
        .from(venues)
        .where(eq(venues.id, venueId))
      const [counted] = await t.db
        .select({ n: count() })
        .from(reviews)
        .where(eq(reviews.venueId, venueId))
      expect(activity.venue.rating).toBe(row!.rating)
      expect(activity.venue.reviewCount).toBe(Number(counted!.n))
      if (activity.venue.reviewCount > 0) reviewed += 1
    }
    expect(reviewed).toBeGreaterThan(0)
  })

  it.each(PRICING_FLAG_COMBINATIONS.map((flags) => [pricingFlagsKey(flags), flags] as const))(
    'GetActivityPricing answers the stored rules for flag combination %s on both passports',
    async (_, flags) => {
      for (const column of [activities.litePricing, activities.fullPricing]) {
        const [row] = await t.db
          .select({
            id: activities.id,
            lite: activities.litePricing,
            full: activities.fullPricing,
            discovery: activities.discoveryMemberAllowed,
          })
          .from(activities)
          .where(
            and(
              eq(activities.isDraft, false),
              sql`${column}->>'isAllowedOnPassport' = ${String(flags.isAllowedOnPassport)}`,
              sql`${column}->>'isTopUpRequired' = ${String(flags.isTopUpRequired)}`,
              sql`${column}->>'isOutOfAllowanceAllowed' = ${String(flags.isOutOfAllowanceAllowed)}`,
              sql`${column}->>'outOfAllowance' = ${String(flags.outOfAllowance)}`,
            ),
          )
          .limit(1)
        expect(row).toBeDefined()
        const pricing = dataOf(
          await post(yoga, GetActivityPricingDocument, { activityId: String(row!.id) }),
        ).activityPricing!
        expect(pricing).toEqual({
          id: String(row!.id),
          discoveryMemberAllowed: row!.discovery,
          moveLitePricing: row!.lite,
          fullMovePricing: row!.full,
        })
        const answered =
          column === activities.litePricing ? pricing.moveLitePricing : pricing.fullMovePricing
        expect(pricingFlagsKey(answered)).toBe(pricingFlagsKey(flags))
        expect(answered.topUp > 0).toBe(flags.isTopUpRequired)
      }
    },
  )

  it('GetActivityPricing: per-passport rules; real passports accepted', async () => {
    const data = dataOf(await post(yoga, PackagesDocument, { city: 'london' }))
    const lite = data.packageListingByCity.find(
      (e) => e.initialProduct.productType === 'MOVE_FIVE',
    )!.initialProduct
    const full = data.packageListingByCity.find(
      (e) => e.initialProduct.productType === 'FULL_MEMBERSHIP',
    )!.initialProduct
    const id = dataOf(await post(yoga, GetActivitiesDocument, { city: 'london' })).activities
      .activities[0]!.id
    const pricing = dataOf(
      await post(yoga, GetActivityPricingDocument, {
        activityId: id,
        moveLitePassport: String(lite.passportId),
        fullMovePassport: String(full.passportId),
      }),
    ).activityPricing!
    expect(pricing.id).toBe(id)
    for (const rules of [pricing.moveLitePricing, pricing.fullMovePricing]) {
      expect(rules).toEqual({
        isAllowedOnPassport: expect.any(Boolean),
        isTopUpRequired: expect.any(Boolean),
        isOutOfAllowanceAllowed: expect.any(Boolean),
        outOfAllowance: expect.any(Boolean),
        topUp: expect.any(Number),
      })
    }
    const bare = dataOf(
      await post(yoga, GetActivityPricingDocument, { activityId: id }),
    ).activityPricing
    expect(bare).toEqual(pricing)
  })

  it('GetActivities: a city, one type, the streaming city; rating order; types regardless of filter', async () => {
    const all = dataOf(await post(yoga, GetActivitiesDocument, { city: 'london' })).activities
    expect(all.availableActivityTypes.length).toBeGreaterThanOrEqual(3)
    expect(all.availableActivityTypes).toEqual(
      ACTIVITY_TYPES.filter((type) => all.availableActivityTypes.includes(type)),
    )
    const ratings = all.activities.map((a) => a.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    expect(new Set(all.activities.map((a) => a.activityType))).toEqual(
      new Set(all.availableActivityTypes),
    )
    const type = all.availableActivityTypes[1]!
    const one = dataOf(
      await post(yoga, GetActivitiesDocument, { city: 'london', activityType: type }),
    ).activities
    expect(one.activities.length).toBeGreaterThan(0)
    expect(one.activities.every((a) => a.activityType === type)).toBe(true)
    expect(one.availableActivityTypes).toEqual(all.availableActivityTypes)
    const any = dataOf(
      await post(yoga, GetActivitiesDocument, { city: 'london', activityType: 'any' }),
    ).activities
    expect(any.activities.length).toBe(all.activities.length)
    const streams = dataOf(
      await post(yoga, GetActivitiesDocument, { city: STREAMING_CITY }),
    ).activities
    expect(streams.activities.length).toBeGreaterThan(0)
    for (const a of streams.activities) {
      expect(a).toMatchObject({ isStreaming: true, lat: null, lng: null, locationKey: null })
    }
    expect(all.activities.every((a) => !a.isStreaming && a.lat !== null)).toBe(true)
  })

  it('GetActivities as the spec names it, timeslots included, is answered for every city; paging reaches the whole city', async () => {
    const cities = dataOf(await post(yoga, CitiesDocument, {})).cities.map((c) => c.city)
    for (const city of [...cities, STREAMING_CITY]) {
      const [first] = (await allActivityPages(yoga, { city })).slice(0, 1)
      expect(first!.activities.length).toBe(Math.min(first!.totalCount, DEFAULT_ACTIVITY_PAGE))
      expect(first!.activities.every((a) => Array.isArray(a.timeslots))).toBe(true)
    }

    // London, the largest city: every published activity once, in rating order, over the pages.
    const pages = await allActivityPages(yoga, { city: 'london' })
    const [row] = await t.db
      .select({ total: count() })
      .from(activities)
      .where(
        and(
          eq(activities.cityCode, 'london'),
          eq(activities.isDraft, false),
          eq(activities.isStreaming, false),
        ),
      )
    const total = row!.total
    expect(total).toBeGreaterThan(2 * DEFAULT_ACTIVITY_PAGE)
    expect(pages.length).toBe(Math.ceil((total + 1) / DEFAULT_ACTIVITY_PAGE))
    const listed = pages.flatMap((page) => page.activities)
    expect(pages.every((page) => page.totalCount === total)).toBe(true)
    expect(listed).toHaveLength(total)
    expect(new Set(listed.map((a) => a.id)).size).toBe(total)
    const order = listed.map((a) => [a.rating, Number(a.id)] as const)
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || a[1] - b[1]))
    // Timeslots as §3 has them, for activities on every page.
    const withSlots = listed.filter((a) => a.timeslots.length > 0)
    expect(withSlots.length).toBeGreaterThan(total / 2)
    expect(withSlots.at(-1)!.timeslots[0]).toMatchObject({
      start_time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      end_time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      day_of_week: expect.stringMatching(/day$/),
    })

    // A type filter pages the same way, within that type.
    const type = pages[0]!.availableActivityTypes[0]!
    const typed = (await allActivityPages(yoga, { city: 'london', activityType: type })).flatMap(
      (page) => page.activities,
    )
    expect(typed.map((a) => a.id)).toEqual(
      listed.filter((a) => a.activityType === type).map((a) => a.id),
    )
  })

  it.each([
    ['first below 0', { first: -1 }, "'first' must be a whole number from 0 to 2,500."],
    ['first above the maximum', { first: 2501 }, "'first' must be a whole number from 0 to 2,500."],
    ['after not an id', { after: 'x' }, "'after' must be a positive integer id, got 'x'."],
    [
      'after not in the list',
      { after: '2147483647' },
      "'after' names activity '2147483647', which is not in this list (removed since, or of another type): start again without 'after'.",
    ],
  ])('GetActivities paging: %s is BAD_USER_INPUT', async (_, page, message) => {
    const response = await post(
      yoga,
      'query ($first: Int, $after: ID) { activities(city: "bath") { activities(first: $first, after: $after) { id } } }',
      page,
    )
    expect(response.body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    })
  })

  it('SearchActivities: inside the box, bounded, by category and kind', async () => {
    const box = { north: 51.6, south: 51.4, west: -0.35, east: 0.1 }
    const all = dataOf(await post(yoga, SearchActivitiesDocument, box)).searchActivities
    expect(all.length).toBeGreaterThan(0)
    expect(all.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS)
    for (const a of all) {
      expect(a.lat).toBeGreaterThanOrEqual(box.south)
      expect(a.lat).toBeLessThanOrEqual(box.north)
      expect(a.lng).toBeGreaterThanOrEqual(box.west)
      expect(a.lng).toBeLessThanOrEqual(box.east)
    }
    const yoga_ = dataOf(
      await post(yoga, SearchActivitiesDocument, { ...box, category: 'yoga' }),
    ).searchActivities
    expect(yoga_.length).toBeGreaterThan(0)
    expect(yoga_.every((a) => a.activityType === 'yoga')).toBe(true)
    const venueKind = dataOf(
      await post(yoga, SearchActivitiesDocument, { ...box, kind: 'venue', category: 'any' }),
    ).searchActivities
    expect(venueKind).toEqual(all)
    const streams = dataOf(
      await post(yoga, SearchActivitiesDocument, { ...box, kind: 'streaming' }),
    ).searchActivities
    expect(streams.length).toBeGreaterThan(0)
    expect(streams.every((a) => a.lat === null && a.locationKey === null)).toBe(true)
    const sea = dataOf(
      await post(yoga, SearchActivitiesDocument, { north: 50, south: 49, west: -10, east: -9 }),
    ).searchActivities
    expect(sea).toEqual([])
  })

  it('VenueCountsAround: raw counts by city name or code; unknown names left out', async () => {
    const data = dataOf(
      await post(yoga, VenueCountsAroundDocument, {
        addresses: ['London', 'manchester', 'Atlantis', 'BATH'],
      }),
    ).venueCountsAround
    expect(data.map((d) => d.address)).toEqual(['London', 'manchester', 'BATH'])
    const [london, manchester, bath] = data.map((d) => d.count)
    expect(london).toBeGreaterThan(manchester!)
    expect(manchester).toBeGreaterThan(0)
    expect(bath).toBeGreaterThan(0)
    const narrow = dataOf(
      await post(yoga, VenueCountsAroundDocument, { addresses: ['London'], radius: 1000 }),
    ).venueCountsAround
    expect(narrow[0]!.count).toBeLessThan(london!)
    const wide = dataOf(
      await post(yoga, VenueCountsAroundDocument, { addresses: ['London'], radius: 100000 }),
    ).venueCountsAround
    expect(wide[0]!.count).toBeGreaterThanOrEqual(london!)
  })

  it('FAQs: by variant and ref, price answers dropped on request, ordered, sanitised', async () => {
    const discovery = dataOf(await post(yoga, FAQsDocument, { variant: 'DISCOVERY' })).faqs
    const generic = dataOf(await post(yoga, FAQsDocument, {})).faqs
    const withRef = dataOf(
      await post(yoga, FAQsDocument, { variant: 'DISCOVERY', variantRef: ALTERNATE_VARIANT_REF }),
    ).faqs
    const noPrices = dataOf(
      await post(yoga, FAQsDocument, { variant: 'DISCOVERY', hideCopyPrices: true }),
    ).faqs
    expect(discovery.length).toBeGreaterThan(0)
    expect(generic.length).toBeGreaterThan(0)
    expect(discovery.map((f) => f.id)).not.toEqual(generic.map((f) => f.id))
    expect(withRef.length).toBe(discovery.length + 1)
    expect(noPrices.length).toBeLessThan(discovery.length)
    expect(noPrices.some((f) => /£/.test(f.content))).toBe(false)
    expect(discovery[0]).toEqual({
      id: expect.any(String),
      heading: expect.any(String),
      content: expect.stringMatching(/^<p>/),
      defaultOpen: expect.any(Boolean),
    })
  })

  it('Testimonials: by type, in order', async () => {
    const customers = dataOf(
      await post(yoga, TestimonialsDocument, { type: 'CUSTOMER' }),
    ).testimonials
    const partners = dataOf(
      await post(yoga, TestimonialsDocument, { type: 'PARTNER' }),
    ).testimonials
    expect(customers.length).toBeGreaterThan(0)
    expect(partners.length).toBeGreaterThan(0)
    expect(customers[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      text: expect.any(String),
      image: expect.any(String),
    })
    const ids = new Set(customers.map((c) => c.id))
    expect(partners.some((p) => ids.has(p.id))).toBe(false)
  })

  it('the default discovery package exists', async () => {
    const { packages } = await import('@/server/db/schema')
    const rows = await t.db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.id, DEFAULT_DISCOVERY_PACKAGE_ID))
    expect(rows).toHaveLength(1)
  })
})
